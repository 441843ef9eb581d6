/**
 * Where a bucket's presigned addresses (s3.ts) point: pages must allow that origin as a
 * source of pictures and media (security/csp.ts). Kept apart from s3.ts so that the
 * content security policy does not load the AWS SDK to learn it.
 */
import type { S3Config } from '../config';

/**
 * The origin of the bucket's presigned addresses: S3_ENDPOINT's, else Amazon's address
 * of the region with the bucket as its host name, or in the path when the name has dots
 * (the SDK's choice: such a name breaks the certificate of a host name).
 */
export function presignedOrigin(config: Pick<S3Config, 'bucket' | 'region' | 'endpoint'>): string {
  if (config.endpoint) return new URL(config.endpoint).origin;
  const host = `s3.${config.region}.amazonaws.com`;
  return config.bucket.includes('.') ? `https://${host}` : `https://${config.bucket}.${host}`;
}
