/**
 * The avatar a new user has until they upload one: their initial on a warm colour picked from
 * their account, as an SVG (no image library, nothing fetched).
 */
const palette = [
  '#E8505B',
  '#F08A5D',
  '#F9B248',
  '#6A67CE',
  '#3FA796',
  '#E4508F',
  '#4C9BE8',
  '#8E6C8A',
];

export function initialAvatarSvg(nickname: string, account: number): string {
  const initial = escapeXml([...nickname.trim()][0]?.toUpperCase() ?? '?');
  const colour = palette[account % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" rx="128" fill="${colour}"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="'Noto Sans','Noto Sans CJK SC',sans-serif" font-size="120" font-weight="600" fill="#fff">${initial}</text></svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
