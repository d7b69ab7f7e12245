import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion.tsx';

const items = [
  { question: 'First?', answer: 'Answer one' },
  { question: 'Second?', answer: 'Answer two' },
  { question: 'Third?', answer: 'Answer three' },
];

describe('Accordion', () => {
  it('keeps at most one item open and closes the open one on a second click', () => {
    render(<Accordion items={items} />);
    const [first, second] = [screen.getByRole('button', { name: 'First?' }), screen.getByRole('button', { name: 'Second?' })];
    expect(screen.queryAllByRole('region')).toHaveLength(0);

    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First?' })).toHaveTextContent('Answer one');

    fireEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Second?' })).toHaveTextContent('Answer two');

    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('links each button to its panel', () => {
    render(<Accordion items={items} defaultOpen={2} />);
    const third = screen.getByRole('button', { name: 'Third?' });
    const panel = screen.getByRole('region', { name: 'Third?' });
    expect(third).toHaveAttribute('aria-controls', panel.id);
  });
});
