import type { ReactNode } from 'react';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { classNames } from '../class-names';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** "multiple" (default): each item toggles on its own, as the landing FAQ does (000 §2.9). */
  type?: 'single' | 'multiple';
  /** The heading level of each item's title in the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Items that open and close (Radix Accordion: buttons with aria-expanded inside headings, regions labelled). */
export function Accordion({ items, type = 'multiple', headingLevel = 3, className }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const children = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} className="ui-accordion__item">
      <RadixAccordion.Header asChild>
        <Heading className="ui-accordion__heading">
          <RadixAccordion.Trigger className="ui-accordion__trigger">
            <span>{item.title}</span>
            <span className="ui-accordion__icon" aria-hidden="true" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="ui-accordion__content">
        <div className="ui-accordion__body">{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  const rootClass = classNames('ui-accordion', className);
  return type === 'single' ? (
    <RadixAccordion.Root type="single" collapsible className={rootClass}>
      {children}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root type="multiple" className={rootClass}>
      {children}
    </RadixAccordion.Root>
  );
}
