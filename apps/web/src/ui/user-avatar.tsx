import type { UserInfo } from '@shop/api-client';
import { getImageUrl } from '@/lib/image-url';

/** The first letters of the last two words of a name: 'Nguyễn Văn An' -> 'VA'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(-2)
    .map((word) => word[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/** The user's picture, or their initials on a leaf disc; decorative (the name is always beside it). */
export function UserAvatar({
  user,
  className = 'size-8',
}: {
  user: Pick<UserInfo, 'name' | 'email' | 'picture'>;
  className?: string;
}) {
  const picture = getImageUrl(user.picture);
  if (picture) {
    return <img src={picture} alt="" className={`${className} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-leaf-700 font-semibold text-sm text-white`}
    >
      {initialsOf(user.name || user.email) || '?'}
    </span>
  );
}
