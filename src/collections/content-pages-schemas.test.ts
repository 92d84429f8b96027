import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  aboutPageSchema,
  codeOfConductSchema,
  contactPageSchema,
  leaderProfileSchema,
  leadershipPageSchema,
  missionSchema,
  pressPageSchema,
  resourcesPageSchema,
  scholarshipsPageSchema,
} from './content-pages-schemas';
import { CORE_VALUES } from '../domain/core-values';

const read = (path: string): Record<string, unknown> =>
  parse(readFileSync(new URL(`../../content/${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** The YAML front matter of a Markdown file. */
const frontMatter = (path: string): unknown =>
  parse(
    /^---\n([\s\S]*?)\n---/.exec(
      readFileSync(new URL(`../../content/${path}`, import.meta.url), 'utf8'),
    )?.[1] ?? '',
  );

describe.each([
  ['mission.yaml', missionSchema],
  ['pages/about.yaml', aboutPageSchema],
  ['pages/leadership.yaml', leadershipPageSchema],
  ['pages/scholarships.yaml', scholarshipsPageSchema],
  ['pages/press.yaml', pressPageSchema],
  ['pages/contact.yaml', contactPageSchema],
  ['resources.yaml', resourcesPageSchema],
  ['code-of-conduct.yaml', codeOfConductSchema],
] as const)('content/%s', (path, schema) => {
  it('matches its schema', () => {
    const result = schema.safeParse(read(path));
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

describe('content/leadership/*.md', () => {
  const profiles = readdirSync(new URL('../../content/leadership/', import.meta.url))
    .filter((name) => name.endsWith('.md'))
    .map((name) => leaderProfileSchema.parse(frontMatter(`leadership/${name}`)));

  it('has three core team profiles and three advisory council seats', () => {
    expect(profiles.filter((profile) => profile.group === 'core')).toHaveLength(3);
    expect(profiles.filter((profile) => profile.group === 'advisory')).toHaveLength(3);
  });

  it('keeps every advisory seat as a placeholder until someone is seated', () => {
    for (const seat of profiles.filter((profile) => profile.group === 'advisory')) {
      expect(seat).toMatchObject({ placeholder: true, name: 'Advisory seat — to be announced' });
    }
  });
});

describe('mission schema', () => {
  const mission = read('mission.yaml');

  it('carries the mission and vision of spec 1 §1', () => {
    const data = missionSchema.parse(mission);
    expect(data.mission).toMatch(/^To cultivate champions of character through sport/);
    expect(data.vision).toMatch(/^Character-centred athletic programs in every community/);
    expect(data.coreValues.map((value) => value.name)).toEqual([...CORE_VALUES]);
  });

  it('rejects core values out of order, naming the field', () => {
    const values = (mission.coreValues as unknown[]).slice().reverse();
    const result = missionSchema.safeParse({ ...mission, coreValues: values });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['coreValues'],
      message: expect.stringContaining('Character, Outreach, Unity') as unknown,
    });
  });
});

describe('code of conduct schema', () => {
  const code = read('code-of-conduct.yaml');
  const pledges = code.pledges as { items: string[] };

  it('holds exactly 12 family pledges', () => {
    expect(codeOfConductSchema.parse(code).pledges.items).toHaveLength(12);
  });

  describe.each([
    ['11 pledges', pledges.items.slice(0, 11)],
    ['13 pledges', [...pledges.items, 'Bring orange slices.']],
  ])('with %s', (_case, items) => {
    it('fails, naming pledges.items', () => {
      const result = codeOfConductSchema.safeParse({ ...code, pledges: { ...pledges, items } });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['pledges', 'items'],
        message: 'the code has exactly 12 family pledges',
      });
    });
  });

  it('states that clicking agree is binding like a handwritten signature', () => {
    const { agreement } = codeOfConductSchema.parse(code);
    expect(agreement.text).toMatch(/I agree/);
    expect(agreement.text).toMatch(/binding/);
    expect(agreement.text).toMatch(/handwritten signature/);
  });
});

describe('press schema', () => {
  const press = read('pages/press.yaml');

  it('lists the brand guide, logo pack and fact sheet as Coming Soon', () => {
    const { downloads } = pressPageSchema.parse(press);
    expect(downloads.items.map((item) => [item.name, item.status])).toEqual([
      ['Brand guide', 'coming-soon'],
      ['Logo pack', 'coming-soon'],
      ['Fact sheet', 'coming-soon'],
    ]);
  });

  it('requires an address for an item marked available', () => {
    const downloads = press.downloads as { items: Record<string, unknown>[] };
    const items = downloads.items.map((item, index) =>
      index === 0 ? { ...item, status: 'available' } : item,
    );
    const result = pressPageSchema.safeParse({ ...press, downloads: { ...downloads, items } });
    expect(result.error?.issues[0]?.path).toEqual(['downloads', 'items', 0, 'href']);
  });
});

describe('scholarships schema', () => {
  it('has the two categories and the scholarship-inquiry subject', () => {
    const data = scholarshipsPageSchema.parse(read('pages/scholarships.yaml'));
    expect(data.categories.items.map((item) => item.name)).toEqual([
      'Academic Excellence',
      'Athletic Excellence',
    ]);
    expect(data.help.items.map((item) => item.title)).toEqual([
      'Support a scholar',
      'Share an opportunity',
      'Ask about matching gifts',
    ]);
    expect(data.contact.subject).toBe('Scholarship inquiry');
  });
});

describe('resources schema', () => {
  it('has parents, coaches and officials sections', () => {
    const data = resourcesPageSchema.parse(read('resources.yaml'));
    expect(data.sections.map((section) => section.id)).toEqual(['parents', 'coaches', 'officials']);
  });

  it('rejects an outside link that is not https', () => {
    const resources = read('resources.yaml');
    const [first, ...rest] = resources.sections as { links: Record<string, unknown>[] }[];
    const broken = { ...first, links: [{ ...first!.links[0], href: 'http://example.org/rules' }] };
    const result = resourcesPageSchema.safeParse({ ...resources, sections: [broken, ...rest] });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['sections', 0, 'links', 0, 'href'],
      message: 'must be an https:// address',
    });
  });
});
