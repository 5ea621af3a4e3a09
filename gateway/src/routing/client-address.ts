import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/** The address a per-address limit counts (an IPv6 address by its /56 network), as TRUST_PROXY resolves it. */
export const addressKey = (req: Request): string => `ip:${ipKeyGenerator(req.ip ?? '')}`;
