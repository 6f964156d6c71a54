/**
 * /user/info-edit: a partial update of the caller's own profile. The schema checks shapes; here
 * the values must come from the reference lists, a birthday must be a real past date, and an
 * avatar must be an image the caller uploaded.
 */
import type { BodyOf } from '../../contract/context.ts';
import type { User, UserUpdate } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { isHeightOption, isHobbyIds, isRegion, isWeightOption } from '../system/referenceLists.ts';
import { invalidField } from '../../http/fieldError.ts';
import { findOwnUpload, updateUser } from './queries.ts';
import { toUserInfo } from './views.ts';
import { utcDay } from './visits.ts';
import { AppError } from '../../http/AppError.ts';

type InfoEdit = BodyOf<'/user/info-edit'>;

export async function editProfile(
  services: Services,
  me: User,
  body: InfoEdit,
  language: Language,
) {
  const change = await checkedChange(services, me, body, language);
  const updated = await updateUser(services.db, me.id, change);
  return toUserInfo(services.db, updated, services.now());
}

async function checkedChange(
  services: Services,
  me: User,
  body: InfoEdit,
  language: Language,
): Promise<UserUpdate> {
  const change: UserUpdate = {};
  if (body.nickname !== undefined) change.nickname = body.nickname.trim();
  if (body.occupation !== undefined) change.occupation = body.occupation.trim();
  if (body.signature !== undefined) change.signature = body.signature;
  if (body.introduction !== undefined) change.introduction = body.introduction;
  if (body.commonLanguage !== undefined) change.common_language = body.commonLanguage;
  checkListedValues(body, language, services.now());
  if (body.hobby !== undefined) change.hobby = body.hobby;
  if (body.region !== undefined) change.region = body.region;
  if (body.height !== undefined) change.height = body.height;
  if (body.weight !== undefined) change.weight = body.weight;
  if (body.birthday !== undefined) change.birthday = body.birthday;
  if (body.gender !== undefined && body.gender !== me.gender) {
    change.gender = body.gender;
    // The paid-photo and burn-image notices concern users of gender 1 only.
    change.is_pay_msg = body.gender === 1 ? 1 : 0;
    change.is_burn_pay_msg = body.gender === 1 ? 1 : 0;
  }
  if (body.avatar !== undefined) {
    if (!(await isOwnImage(services, me, body.avatar))) throw invalidField(language, 'avatar');
    change.avatar = body.avatar;
  }
  return change;
}

/**
 * The profile values that must come from the system lists (hobbies, region, height, weight) or be
 * a real past birthday: shared by registration and profile editing.
 */
export function checkListedValues(
  values: { hobby?: string; region?: string; height?: number; weight?: number; birthday?: string },
  language: Language,
  now: Date,
): void {
  if (values.hobby !== undefined && !isHobbyIds(values.hobby)) {
    throw new AppError(400, { key: 'validation.hobbies' });
  }
  if (values.region !== undefined && !isRegion(values.region))
    throw invalidField(language, 'region');
  if (values.height !== undefined && !isHeightOption(values.height))
    throw invalidField(language, 'height');
  if (values.weight !== undefined && !isWeightOption(values.weight))
    throw invalidField(language, 'weight');
  if (values.birthday !== undefined && !isPastBirthday(values.birthday, now)) {
    throw invalidField(language, 'birthday');
  }
}

/** A real calendar date after 1900-01-01 and before today (UTC). */
function isPastBirthday(date: string, now: Date): boolean {
  const parsed = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false;
  return date > '1900-01-01' && date < utcDay(now);
}

const imageMimeTypes = ['image/jpeg', 'image/png', 'image/gif'];
const imageExtension = /\.(jpe?g|png|gif)$/i;

/**
 * The current avatar, an image the caller uploaded to this server (JPG, PNG or GIF), or an
 * image in the caller's own folder of a configured cloud bucket (uploaded there directly with
 * /file/aliyun-sts-token or /file/qiniu-token credentials, so this server has no row of it).
 */
async function isOwnImage(services: Services, me: User, url: string): Promise<boolean> {
  if (url === me.avatar) return true;
  const upload = await findOwnUpload(services.db, me.id, url);
  if (upload) return imageMimeTypes.includes(upload.mime_type);
  const folder = `u${me.account}/`;
  return cloudBases(services).some(
    (base) =>
      url.startsWith(base + folder) &&
      imageExtension.test(url.split(/[?#]/)[0] ?? '') &&
      !url.includes('..'),
  );
}

function cloudBases(services: Services): string[] {
  const c = services.config;
  const bases: string[] = [];
  if (c.ALIYUN_OSS_BUCKET && c.ALIYUN_OSS_ENDPOINT) {
    bases.push(`https://${c.ALIYUN_OSS_BUCKET}.${c.ALIYUN_OSS_ENDPOINT}/`);
  }
  if (c.QINIU_DOMAIN) bases.push(`${c.QINIU_DOMAIN.replace(/\/$/, '')}/`);
  return bases;
}
