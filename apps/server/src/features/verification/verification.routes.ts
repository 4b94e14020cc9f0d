import { sendNoLoginSms, sendRegisterSms } from '@nova/contracts/api/register';
import { sendBindSms } from '@nova/contracts/api/security';
import { TRIAL_TYPE_ID, type WhitelabelSwitch } from '@nova/contracts/constants';
import { checkField } from '@nova/contracts/register-field-check';
import { isSwitchOn } from '@nova/contracts/whitelabel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { resolveLanguage } from '../brand/brand.service.ts';
import { registerRules, whitelabelTree } from '../system/system.service.ts';
import { mobileHasMember } from './verification.repository.ts';
import { issueCode, smsDestination } from './verification.service.ts';

const LANGUAGE_COOKIE = 'lang';

interface Phone {
  countryDialingCode: string;
  mobileNum: string;
}

/** The number in the brand's own form, or PHONE_INVALID (spec §5 "SMS send requires a valid mobile number first"). */
function nationalNumber(brand: BrandRecord, phone: Phone): string {
  const num = phone.mobileNum.replace(/^0+/, '');
  if (!brand.countryDialingCodes.includes(phone.countryDialingCode) || num === '')
    throw new AppError('PHONE_INVALID');
  return num;
}

async function requireSwitches(
  app: FastifyInstance,
  brand: BrandRecord,
  names: WhitelabelSwitch[],
) {
  const tree = await whitelabelTree(app.db, brand);
  for (const name of names)
    if (!isSwitchOn(tree, name)) throw new AppError('FEATURE_DISABLED', `${name} is off`);
}

/**
 * SMS code sending (spec §7 "register SMS", "sms code, no login"; SECURITY.md 3, 6). Cooldown,
 * per-phone lock and per-IP limits live in issueCode. Answers never tell whether a number is
 * registered: codes for unknown numbers are issued but not delivered.
 */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  // Built once: what sending a code needs, never the app itself (decision 031).
  const deps = {
    db: app.db,
    messenger: app.messenger,
    rateLimiter: app.rateLimiter,
    log: app.log,
    now: app.now,
  };
  function options(
    request: FastifyRequest,
    brand: BrandRecord,
    deliver = true,
    background = false,
  ) {
    const language = resolveLanguage(brand, request.cookies[LANGUAGE_COOKIE]);
    return { language, brandName: brand.name, ip: clientIp(request), deliver, background };
  }

  route(app, sendRegisterSms, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const tab = body.regType === 'USERNAME' ? 'USERNAMEREG3' : 'MOBILENUMREG3';
    await requireSwitches(app, brand, [tab, 'REGMOBVERF3']);
    const num = nationalNumber(brand, body);
    // The number must pass the brand's mobile rule, as on the register form.
    const rule = (await registerRules(app.db, brand)).find((r) => r.field === 'mobileNum');
    if (rule && checkField({ ...rule, required: true }, body.mobileNum) !== null)
      throw new AppError('PHONE_INVALID');
    // Registered or not, the same answer: no enumeration (the register call says MOBILE_TAKEN).
    const destination = smsDestination(body.countryDialingCode, num);
    return issueCode(
      deps,
      { brandId: brand.id, channel: 'SMS', destination, purpose: 'REGISTER' },
      options(request, brand),
    );
  });

  route(app, sendNoLoginSms, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    if (body.purpose === 'LOGIN') await requireSwitches(app, brand, ['MOBILEVERCODELOGIN3']);
    if (body.purpose === 'RESET' && brand.forgotPasswordMode !== 'PHONE')
      throw new AppError('FEATURE_DISABLED', 'Password reset by phone is off');
    const num = nationalNumber(brand, body);
    const known = await mobileHasMember(app.db, brand.id, body.countryDialingCode, num);
    const destination = smsDestination(body.countryDialingCode, num);
    return issueCode(
      deps,
      { brandId: brand.id, channel: 'SMS', destination, purpose: body.purpose },
      // A network gateway's latency would tell a known number from an unknown one, so it is not
      // waited for; the sandbox outbox is a database write like the unknown path's.
      options(request, brand, known, app.config.sms.provider !== 'outbox'),
    );
  });

  route(app, sendBindSms, async ({ request, body }) => {
    const member = request.member;
    if (!member) throw new AppError('UNAUTHENTICATED');
    if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
    const brand = await resolveBrand(request);
    const destination = smsDestination(body.countryDialingCode, nationalNumber(brand, body));
    return issueCode(
      deps,
      { brandId: brand.id, channel: 'SMS', destination, purpose: 'BIND' },
      options(request, brand),
    );
  });
}
