import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPTS } from '../src/lib/inline-scripts';
import { cspOptions, originOf } from './csp';

const directive = (options: ReturnType<typeof cspOptions>, name: string) =>
  options.directives
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the site policy', () => {
  it('with the local sandbox: frames and scripts from this origin only, no plugins, fixed base', () => {
    const options = cspOptions({ embedFrameUrls: [], embedScriptUrls: [] });
    expect(directive(options, 'frame-src')).toEqual(["'self'"]);
    expect(directive(options, 'object-src')).toEqual(["'none'"]);
    expect(directive(options, 'base-uri')).toEqual(["'self'"]);
    expect(options.scriptDirective.resources).toEqual(["'self'"]);
  });

  it('with Clover: its checkout host may run the card script and frame the fields', () => {
    const options = cspOptions({
      cardSdkUrl: 'https://checkout.clover.com/sdk.js',
      embedFrameUrls: ['https://www.youtube-nocookie.com/embed/abc', null],
      embedScriptUrls: [],
    });
    expect(directive(options, 'frame-src')).toEqual([
      "'self'",
      'https://checkout.clover.com',
      'https://www.youtube-nocookie.com',
    ]);
    expect(options.scriptDirective.resources).toEqual(["'self'", 'https://checkout.clover.com']);
  });

  it('never allows inline script except the site’s own inline scripts by hash', () => {
    const options = cspOptions({
      embedFrameUrls: [],
      embedScriptUrls: ['https://platform.twitter.com/widgets.js'],
    });
    expect(options.scriptDirective.resources).not.toContain("'unsafe-inline'");
    expect(options.scriptDirective.hashes).toEqual(
      INLINE_SCRIPTS.map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`),
    );
  });

  it('reads only absolute http(s) addresses as other origins', () => {
    expect(originOf('/sandbox/clover/sdk.js')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('https://checkout.clover.com/sdk.js')).toBe('https://checkout.clover.com');
  });
});
