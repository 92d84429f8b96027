/**
 * Demo press rows: the content items the site looks up by exact title (policies, FAQs, bio,
 * resources, SafeSport) and news articles, some linking to an external site.
 */

/** A content item (kind 'content'). */
export interface SeedContent {
  title: string;
  content: string;
}

/** A news article (kind 'news'). */
export interface SeedArticle {
  title: string;
  content: string;
  daysAgo: number;
  url?: string;
}

const EMAIL = 'info@midsouthyouthsports.org';

export const SEED_CONTENT: SeedContent[] = [
  {
    title: 'Policy: Privacy Policy',
    content: `### What we collect

- Account details: name, email, role and, for coaches, the coaching county.
- Athlete details a parent or guardian enters: name, date of birth, uniform sizes and program choices.
- Payment confirmations from our card processor. We never store full card numbers.

### How we use it

We use this information to run registrations, rosters, schedules and safety screening, and to contact families about their programs. We do not sell personal information.

### Children's privacy

Athletes under 13 are registered only by a parent or guardian, with parental consent as COPPA requires. Athlete profiles are shown to recruiters only with consent (guardian approval under 18).

### Your choices

Ask for a copy of your data, a correction or deletion at any time by emailing ${EMAIL}. We answer within one business day.`,
  },
  {
    title: 'Policy: Terms of Use',
    content: `### Using the site

Users must be 18 or older, or use the site under the supervision of a parent or guardian. Users under 18 must be registered by a guardian.

### Accounts

Keep your password private and tell us at ${EMAIL} if you think someone else used your account. Each account belongs to one person.

### Conduct

Be respectful in every message, submission and upload. Highlights and comments are reviewed before they are published, and we may remove content that breaks the Parent Code of Conduct or SafeSport policy.

### Changes

We may update these terms; the effective date at the top of the page changes when we do.`,
  },
  {
    title: 'Policy: Refund & Cancellation Policy',
    content: `### Registration fees

- **Before registration closes**: full refund of the registration fee.
- **After registration closes and before the first game**: partial refund, minus uniform and equipment costs.
- **Once the first scheduled game is played**: no refund.

### Merchandise

- Returns within 14 days if unused and in the original packaging.
- Custom items are non-refundable.

### How to ask

Email ${EMAIL} with the athlete's name, division and the reason for the request.`,
  },
  {
    title: 'FAQs',
    content: `**Who can play in the league?**
Boys and girls ages 11 to 17 in Mississippi, Tennessee, Arkansas and Alabama.

**How do I register my athlete?**
Create a parent or guardian account, pick a program and location in the parent portal, then complete registration and payment.

**How much does registration cost?**
$250.00 per child per season, covering participation, uniforms and flags. Ask about scholarships and grant support.

**Are coaches background checked?**
Yes. Every coach passes a background check and completes SafeSport training, refreshed every 12 months.

**What happens when weather cancels a game?**
Watch the season calendar and the game-day hotline, which opens two hours before the first game.

**How do I share a highlight?**
Use the gallery submission form. Our media team reviews every photo and video before it goes live.`,
  },
  {
    title: 'Founder short bio',
    content:
      'Marcus Reed played eleven professional seasons as a defensive back before coming home to the Mid-South. He founded the league in 2016 with one flag football field in Southaven and a belief that sport builds character first. Today the league serves families in four states, with NFL FLAG certified coaching, SafeSport-trained staff and scholarships that keep registration within reach of every family.',
  },
  {
    title: 'Parent & Athlete Resources',
    content: `### For parents

- [NFL FLAG rules overview](https://nflflag.com/rules) — how games are played.
- [Heads Up concussion guide](https://www.cdc.gov/heads-up/index.html) — signs and steps after a hit.
- [Hydration in the heat](https://www.nata.org/) — guidance from athletic trainers.

### For athletes

- Warm up for ten minutes before every practice and game.
- Bring water, cleats and your mouthguard.
- Ask your coach about film sessions and showcase events.`,
  },
  {
    title: 'Policy: SafeSport & Child Safety',
    content: `### Our commitment

Every athlete deserves a sport environment free from emotional, physical and sexual misconduct.

### Screening and training

- Every adult with regular access to athletes passes a criminal background check.
- Coaches, officials and staff complete SafeSport training. **SafeSport training is refreshed every 12 months.**

### Reporting

Report a concern to the safety team at safety@midsouthyouthsports.org at any time. The safety team responds within 24 hours, and suspected abuse is reported to law enforcement and the U.S. Center for SafeSport.`,
  },
];

export const SEED_NEWS: SeedArticle[] = [
  {
    title: 'Fall Flag Football Registration Is Open',
    daysAgo: 6,
    content:
      'Registration for fall flag football is open at every Mid-South site. Boys and girls ages 11 to 17 can join the Rookie, Junior, Varsity and Elite divisions.\nRosters fill quickly, so register in the parent portal today. Scholarships and grant support are available for families who need them.',
  },
  {
    title: "Girls' Flag Football Championship Weekend Recap",
    daysAgo: 12,
    content:
      "Sixteen girls' teams from four states played for titles at Snowden Grove Park. The Hernando Hurricanes took the Junior crown in overtime, and the Senatobia Stars won Varsity without conceding a touchdown.\nThank you to our officials, volunteers and sponsors for a weekend to remember.",
  },
  {
    title: 'Mid-South League Earns NFL FLAG Certification',
    daysAgo: 40,
    url: 'https://nflflag.com/',
    content:
      'The league is now an NFL FLAG certified program. Certification means official rules, trained coaches and NFL FLAG gear for every player.',
  },
  {
    title: 'New Fields Open in West Memphis',
    daysAgo: 20,
    content:
      'Four lighted fields at the West Memphis Sports Complex join the league this fall, bringing flag football and soccer closer to Arkansas families.',
  },
  {
    title: 'Scholarship Applications for Spring Now Accepted',
    daysAgo: 25,
    content:
      'Families can apply for registration scholarships for the spring season. A parent or guardian completes the short application; decisions arrive within two weeks.',
  },
  {
    title: 'Coaches Complete SafeSport Refresher',
    daysAgo: 33,
    content:
      'All forty certified coaches completed their annual SafeSport refresher and concussion training ahead of the season.',
  },
  {
    title: 'Jr. NBA Clinic Draws 200 Players to Liberty Park',
    daysAgo: 52,
    url: 'https://jr.nba.com/',
    content:
      'Two hundred boys and girls worked through Jr. NBA skill stations with local high school and college coaches.',
  },
  {
    title: 'Referee Crew Training Dates Announced',
    daysAgo: 60,
    content:
      'New and returning referees can sign up for training weekends on the referee page. Training covers rules, positioning and game management.',
  },
  {
    title: 'Track & Field Summer Series Results',
    daysAgo: 98,
    content:
      'Athletes set twenty personal bests at the Florence finale. Full results are posted on the season calendar.',
  },
];
