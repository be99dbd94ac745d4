import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTeamMembersQuery } from '../../../../api/contentApi';
import { Button } from '../../../../shared/ui/Button';
import { SectionTitle } from '../EnquiryPage.styles';
import { TeamMemberCard } from '../TeamMemberCard/TeamMemberCard';
import { Failed, FailedText, Grid, Placeholder, Section } from './TeamSection.styles';

const PLACEHOLDERS = 4;

/**
 * The /contact team cards (GET /team-members, prefetched with the route): placeholders of the
 * cards' size while loading, 'failed to fetch team data' with a retry, nothing when the
 * shop lists no one.
 */
export function TeamSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isLoading, isError, isFetching, refetch } = useGetTeamMembersQuery();

  if (!isLoading && !isError && (data?.length ?? 0) === 0) return null;

  return (
    <Section aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <SectionTitle id={titleId}>{t('team_title')}</SectionTitle>
      {isLoading ? (
        <Grid as="div" role="status" aria-label={t('team_loading')}>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <Placeholder as="div" key={index} aria-hidden="true" />
          ))}
        </Grid>
      ) : isError && !data ? (
        <Failed role="alert">
          <FailedText>{t('failed_to_fetch_team_data')}</FailedText>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void refetch()}
            disabled={isFetching}
            aria-busy={isFetching}
          >
            {t('retry')}
          </Button>
        </Failed>
      ) : (
        <Grid>
          {data?.map((member) => (
            <TeamMemberCard key={member.id} member={member} />
          ))}
        </Grid>
      )}
    </Section>
  );
}
