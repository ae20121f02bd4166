import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';

/** Lower-case hex SHA-256 of a string: how tokens and limiter keys are stored instead of themselves. */
export const sha256Hex = (value: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(value)));
