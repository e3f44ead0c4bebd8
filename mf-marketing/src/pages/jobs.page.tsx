import { JOBS_EMAIL } from '@sift/contracts';
import { InfoPage } from '../features/info/info-page';

const OPENINGS = [
  {
    id: 'frontend-engineer',
    title: 'Senior Frontend Engineer',
    where: 'Remote (United States), full time',
    summary:
      'Build the web app families use every evening: the browse pages, the filter screens and the player that skips and mutes scenes in real time.',
    duties: [
      'Own features from the first sketch to the release, in React and TypeScript.',
      'Keep pages fast on a phone and usable with a keyboard and a screen reader.',
      'Work with the tagging team to turn their data into filters people trust.',
    ],
    wants: [
      'Five or more years building web applications people use daily.',
      'Care for accessibility, performance and tests that catch real bugs.',
      'Clear writing: we decide in documents more than in meetings.',
    ],
  },
  {
    id: 'tagging-lead',
    title: 'Content Tagging Lead',
    where: 'Remote (United States), full time',
    summary:
      'Lead the team that watches movies and shows and tags what is in them, so that a family filter works the first time.',
    duties: [
      'Plan which titles are tagged next, with the requests of our members.',
      'Train and review taggers, and keep our tagging guide precise and humane.',
      'Measure accuracy and fix what members report within days.',
    ],
    wants: [
      'Experience leading a review, moderation or quality team.',
      'A sharp eye for detail and a calm way of giving feedback.',
      'A wide knowledge of film and television.',
    ],
  },
] as const;

const BENEFITS = [
  'Health, dental and vision insurance for you and your family, fully paid for employees.',
  'Eighteen days of paid vacation, plus the week between Christmas and New Year.',
  'Sixteen weeks of paid parental leave for every new parent.',
  'A 401(k) plan with a 4% match.',
  'A home-office budget of $1,500 and a yearly learning budget of $1,000.',
  'Two team weeks a year, travel paid, with families welcome for the weekend.',
  'Sift free for life, for you and your family.',
];

/** `/jobs` (000 §2.4): two openings, the benefits, and how to apply by e-mail. */
export function JobsPage() {
  return (
    <InfoPage intro={<p>We are hiring for two roles. Come help families watch together.</p>}>
      <h2>Open positions</h2>
      {OPENINGS.map((opening) => (
        <section key={opening.id} className="mk-job" aria-labelledby={`job-${opening.id}`}>
          <h3 id={`job-${opening.id}`}>{opening.title}</h3>
          <p className="mk-job__where">{opening.where}</p>
          <p>{opening.summary}</p>
          <h4>What you will do</h4>
          <ul>
            {opening.duties.map((duty) => (
              <li key={duty}>{duty}</li>
            ))}
          </ul>
          <h4>What we look for</h4>
          <ul>
            {opening.wants.map((want) => (
              <li key={want}>{want}</li>
            ))}
          </ul>
          <p>
            <a href={`mailto:${JOBS_EMAIL}?subject=${encodeURIComponent(`Application: ${opening.title}`)}`}>
              Apply for {opening.title}
            </a>
          </p>
        </section>
      ))}
      <h2>Benefits</h2>
      <ul>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <h2>How to apply</h2>
      <p>
        Send a short note about yourself and what you would like to work on, with your résumé or a link to your work, to{' '}
        <a href={`mailto:${JOBS_EMAIL}`}>{JOBS_EMAIL}</a>. A person reads every application and answers within two weeks. We
        welcome applicants of every background; tell us if you need any accommodation during the interviews.
      </p>
    </InfoPage>
  );
}
