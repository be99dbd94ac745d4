import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../../api/transforms/contentPages';
import { imageSources } from '../../../../shared/lib/image';
import { telHref } from '../../../../shared/lib/siteContact';
import { JobIcon, PhoneIcon } from '../ContactIcons';
import { jobIconKind } from './jobIcon';
import {
  Avatar,
  Card,
  IconBadge,
  Initials,
  JobTitle,
  Name,
  PhoneLink,
  Photo,
} from './TeamMemberCard.styles';

const PHOTO_SIZE = 96;

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * "Eng. Mahmoud El-Sayed" → "ME": first letters of the first and last words, titles ending in a
 * dot left out. Arabic letters would join into a word, so they stay apart ("م س"), and the article
 * ال is skipped ("السيد" → "س").
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '' && !word.endsWith('.'));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  const letters = picked.map((word) => {
    const bare = word.startsWith('ال') && [...word].length > 3 ? word.slice(2) : word;
    return [...bare][0]?.toUpperCase() ?? '';
  });
  return letters.join(letters.some((letter) => ARABIC_LETTER.test(letter)) ? ' ' : '');
}

/** A /contact team card: photo or initials, icon by job title, name, title, phone to call. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = member.photo && !photoFailed ? imageSources(member.photo) : null;

  return (
    <Card>
      <Avatar>
        {photo ? (
          <Photo
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={`${PHOTO_SIZE}px`}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setPhotoFailed(true)}
          />
        ) : (
          <Initials aria-hidden="true">{initialsOf(member.name)}</Initials>
        )}
        <IconBadge>
          <JobIcon kind={jobIconKind(member.jobTitle)} size={18} />
        </IconBadge>
      </Avatar>
      <Name>{member.name}</Name>
      {member.jobTitle ? <JobTitle>{member.jobTitle}</JobTitle> : null}
      {member.phone ? (
        <PhoneLink
          href={telHref(member.phone)}
          aria-label={`${t('team_call', { name: member.name })} ${member.phone}`}
        >
          <PhoneIcon size={18} />
          <bdi dir="ltr">{member.phone}</bdi>
        </PhoneLink>
      ) : null}
    </Card>
  );
}
