import { useTranslation } from 'react-i18next';
import { useGetSocialPlatformsQuery } from '../../../../api/siteApi';
import { SocialIcon } from '../icons/Icons';
import { SocialItem, SocialLink, SocialList } from './SocialLinks.styles';

/** The header's five social links and the footer's follow-us icons (GET /social-platforms). */
export function SocialLinks({
  label,
  tone = 'onPrimary',
}: {
  label: string;
  tone?: 'onPrimary' | 'onDark';
}) {
  const { t } = useTranslation();
  const { data = [] } = useGetSocialPlatformsQuery();
  return (
    <SocialList aria-label={label}>
      {data.map((platform) => (
        <SocialItem key={platform.id}>
          <SocialLink
            href={platform.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${platform.name} ${t('opens_new_tab')}`}
            $tone={tone}
          >
            <SocialIcon name={platform.name} size={18} />
          </SocialLink>
        </SocialItem>
      ))}
    </SocialList>
  );
}
