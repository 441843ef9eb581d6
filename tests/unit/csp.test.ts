/**
 * The pages' content security policy allows exactly the files of other sites that the
 * settings name: the Lovense script while the integration is on, a tip sound elsewhere;
 * and the origins the deployment uses: Janus's API, the address of uploaded pictures.
 */
import { deploymentSources, exactSource, pageContentSecurityPolicy, pageSources, withDeploymentSources } from '@/server/security/csp';
import { LOVENSE_SCRIPT_URL } from '@/shared/constants';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('exactSource', () => {
  it('names one https file by origin and path, without the query', () => {
    expect(exactSource('https://cdn.example.com/sdk/broadcast.js?v=3')).toBe('https://cdn.example.com/sdk/broadcast.js');
  });

  it('leaves paths on this site to self, and refuses other schemes', () => {
    expect(exactSource('/sounds/tip.mp3')).toBeNull();
    expect(exactSource('http://cdn.example.com/a.js')).toBeNull();
    expect(exactSource('javascript:alert(1)')).toBeNull();
    expect(exactSource(null)).toBeNull();
  });
});

describe('page policy', () => {
  const defaults = { lovenseEnabled: true, lovenseScriptUrl: LOVENSE_SCRIPT_URL, tipSound: '/sounds/tip.mp3' };

  it('adds the Lovense script to script-src only, as one file', () => {
    const policy = pageContentSecurityPolicy('n0nce', false, [], pageSources(defaults));
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-n0nce' ${LOVENSE_SCRIPT_URL}`);
    expect(policy.match(/api\.lovense-api\.com/g)).toHaveLength(1);
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob: data:");
  });

  it('allows nothing of Lovense while the integration is off', () => {
    const policy = pageContentSecurityPolicy('n0nce', false, [], pageSources({ ...defaults, lovenseEnabled: false }));
    expect(policy).not.toContain('lovense');
  });

  it('allows a tip sound elsewhere as media only', () => {
    const policy = pageContentSecurityPolicy(
      'n0nce',
      false,
      [],
      pageSources({ ...defaults, tipSound: 'https://sounds.example.com/ding.mp3' }),
    );
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob: data: https://sounds.example.com/ding.mp3");
    expect(directive(policy, 'script-src')).not.toContain('sounds.example.com');
  });
});

describe('deployment sources', () => {
  const s3 = { bucket: 'media', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', presign: false };

  it('add nothing for a deployment on its own', () => {
    const policy = pageContentSecurityPolicy('n0nce', false, [], deploymentSources({}));
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' ws: wss:");
    expect(deploymentSources({ s3 }).images).toEqual([]);
  });

  it("allow pictures from S3_PUBLIC_URL's origin and calls to Janus's public address", () => {
    const sources = deploymentSources({
      s3: { ...s3, publicUrl: 'https://cdn.example.com/media' },
      janus: { url: 'http://10.0.0.5:8088/janus', publicUrl: 'https://media.example.com/janus', tokenSecret: 't', roomSecret: 'r' },
    });
    const policy = pageContentSecurityPolicy('n0nce', false, [], sources);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://cdn.example.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' ws: wss: https://media.example.com");
  });

  it('allow pictures and media from the bucket when private files are read there at presigned addresses', () => {
    const policy = pageContentSecurityPolicy('n0nce', false, [], deploymentSources({ s3: { ...s3, presign: true } }));
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://media.s3.us-east-1.amazonaws.com");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob: data: https://media.s3.us-east-1.amazonaws.com");
    // A name with dots goes in the path; S3_ENDPOINT's origin is the bucket's.
    expect(deploymentSources({ s3: { ...s3, bucket: 'media.example', region: 'eu-central-1', presign: true } }).media).toEqual([
      'https://s3.eu-central-1.amazonaws.com',
    ]);
    expect(deploymentSources({ s3: { ...s3, endpoint: 'http://10.0.0.9:9000', presign: true } }).images).toEqual(['http://10.0.0.9:9000']);
  });

  it("keep a page's own media beside the bucket's", () => {
    const page = pageSources({ lovenseEnabled: false, lovenseScriptUrl: '', tipSound: 'https://sounds.example.com/ding.mp3' });
    const sources = withDeploymentSources(page, deploymentSources({ s3: { ...s3, presign: true } }));
    expect(directive(pageContentSecurityPolicy('n0nce', false, [], sources), 'media-src')).toBe(
      "media-src 'self' blob: data: https://sounds.example.com/ding.mp3 https://media.s3.us-east-1.amazonaws.com",
    );
  });
});
