import { Link } from 'react-router';
import { href } from '@sift/app-kit';
import { Button } from '@sift/ui';

/** The three steps of the sharing programme (002 §2.3 /sharing/how-it-works). */
export const HOW_IT_WORKS_STEPS = [
  { title: 'Share your link', text: 'Copy your link and send it to friends and family who want to watch their way.' },
  { title: 'They join Sift', text: 'Your friend signs up with your link and starts a plan.' },
  { title: 'You both get a month', text: 'When they first pay, you each get a month of credit. Rewards may take 1-3 business days.' },
];

export function HowItWorksSteps() {
  return (
    <ol className="ac-steps" aria-label="Steps">
      {HOW_IT_WORKS_STEPS.map((step, index) => (
        <li key={step.title} className="ac-step">
          <span className="ac-step__number" aria-hidden="true">
            {index + 1}
          </span>
          <span>
            <strong>{step.title}</strong>
            <span className="ac-step__text">{step.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function HowItWorks() {
  return (
    <div className="ac-sharing">
      <HowItWorksSteps />
      <Button asChild>
        <Link to={href('sharing')}>Get my link</Link>
      </Button>
    </div>
  );
}
