import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../testing/axe';
import { gridLayout, VirtualGrid, visibleRows, type VirtualGridProps } from './virtual-grid';

describe('gridLayout and visibleRows', () => {
  it('fits as many columns as the width allows, at least one', () => {
    expect(gridLayout(800, 140, 16)).toEqual({ columns: 5, itemWidth: (800 - 4 * 16) / 5 });
    expect(gridLayout(100, 140, 16).columns).toBe(1);
  });

  it('renders the rows in the viewport plus the overscan, clamped to the grid', () => {
    expect(visibleRows(0, 800, 200, 100, 2)).toEqual({ firstRow: 0, lastRow: 5, firstVisible: 0, lastVisible: 3 });
    expect(visibleRows(-2000, 800, 200, 100, 2)).toEqual({ firstRow: 8, lastRow: 15, firstVisible: 10, lastVisible: 13 });
    expect(visibleRows(-100_000, 800, 200, 100, 2)).toEqual({ firstRow: 99, lastRow: 99, firstVisible: 99, lastVisible: 99 });
    expect(visibleRows(0, 800, 200, 0, 2)).toMatchObject({ firstRow: 0, lastRow: -1 });
  });
});

describe('VirtualGrid', () => {
  let top = 0;
  beforeEach(() => {
    top = 0;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top, left: 0, width: 800, height: 0, right: 800, bottom: 0, x: 0, y: top, toJSON: () => ({}) }));
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const items = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, title: `Work ${i + 1}` }));
  const grid = (onRangeChange?: (range: { first: number; last: number }) => void, props: Partial<VirtualGridProps<(typeof items)[number]>> = {}) => (
    <VirtualGrid
      items={items}
      itemKey={(item) => item.id}
      renderItem={(item, _index, width) => <a href={`/movie/${item.id}`} data-width={Math.round(width)}>{item.title}</a>}
      minItemWidth={140}
      gap={16}
      rowHeight={(width) => width * 1.5}
      label="Discover results"
      onRangeChange={onRangeChange}
      {...props}
    />
  );

  it('keeps only the rows near the viewport in the document, each item telling its place in the whole list', async () => {
    const onRangeChange = jest.fn();
    render(grid(onRangeChange));
    const list = screen.getByRole('list', { name: 'Discover results' });
    expect(list).toHaveAttribute('data-columns', '5');
    const rendered = screen.getAllByRole('listitem');
    // Rows of 220.8 + 16 px: rows 0-3 are visible in 800 px, plus 2 rows of overscan.
    expect(rendered).toHaveLength(6 * 5);
    expect(rendered[0]).toHaveAttribute('aria-posinset', '1');
    expect(rendered[0]).toHaveAttribute('aria-setsize', '1000');
    expect(screen.getByRole('link', { name: 'Work 1' })).toHaveAttribute('data-width', '147');
    // Rows as high as their cells exactly (220.8 px: not rounded, as the cells laid out before the measure).
    expect(list.style.height).toBe(`${200 * 236.8 - 16}px`);
    // The viewer sees rows 0-3: items 0-19.
    expect(onRangeChange).toHaveBeenLastCalledWith({ first: 0, last: 19 });
    await expectNoAxeViolations(list);
  });

  it('moves the window of rendered rows as the page scrolls', () => {
    const onRangeChange = jest.fn();
    render(grid(onRangeChange));
    top = -237 * 50;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const rendered = screen.getAllByRole('listitem');
    expect(rendered[0]).toHaveAttribute('aria-posinset', String(48 * 5 + 1));
    expect(screen.queryByRole('link', { name: 'Work 1' })).toBeNull();
    expect(parseFloat(screen.getByRole('list').style.paddingTop)).toBeCloseTo(48 * 236.8, 6);
    expect(onRangeChange).toHaveBeenLastCalledWith({ first: 250, last: 5 * 54 - 1 });
  });

  it('renders its cells only once it knows its width: none laid out for a guessed one, no range reported for it', () => {
    const widths: number[] = [];
    const onRangeChange = jest.fn();
    render(
      <VirtualGrid
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item, _index, width) => {
          widths.push(Math.round(width));
          return item.title;
        }}
        minItemWidth={140}
        gap={16}
        rowHeight={(width) => width * 1.5}
        label="Discover results"
        onRangeChange={onRangeChange}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(6 * 5);
    expect(new Set(widths)).toEqual(new Set([147]));
    expect(onRangeChange.mock.calls).toEqual([[{ first: 0, last: 19 }]]);
  });

  it('falls back to its narrowest columns where it cannot be measured (hidden)', () => {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(0);
    render(grid());
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '1');
    expect(screen.getByRole('link', { name: 'Work 1' })).toHaveAttribute('data-width', '140');
  });

  it('hidden, lays its first cells out by the stylesheet when asked to, and measures them once it shows', () => {
    let width = 0;
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    const onRangeChange = jest.fn();
    render(grid(onRangeChange, { cellsBeforeMeasure: 24 }));
    const list = screen.getByRole('list', { name: 'Discover results' });
    expect(list).toHaveClass('ui-virtual-grid--before-measure');
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
    expect(onRangeChange).not.toHaveBeenCalled();
    // It shows (the page it was behind is gone): the same list element, now measured.
    width = 800;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('list', { name: 'Discover results' })).toBe(list);
    expect(list).not.toHaveClass('ui-virtual-grid--before-measure');
    expect(list).toHaveAttribute('data-columns', '5');
    expect(screen.getAllByRole('listitem')).toHaveLength(6 * 5);
    expect(onRangeChange).toHaveBeenLastCalledWith({ first: 0, last: 19 });
  });

  it('in sight, measures before its first cells are rendered even when it may lay them out by the stylesheet', () => {
    const widths: number[] = [];
    const renderItem = (item: (typeof items)[number], _index: number, cellWidth: number) => {
      widths.push(Math.round(cellWidth));
      return item.title;
    };
    render(grid(undefined, { renderItem, cellsBeforeMeasure: 24 }));
    expect(screen.getByRole('list')).not.toHaveClass('ui-virtual-grid--before-measure');
    expect(new Set(widths)).toEqual(new Set([147]));
  });

  it('asked to start by the stylesheet, renders its first cells once while hidden, then measures them once it shows', () => {
    let width = 0;
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    const rendered: number[] = [];
    const renderItem = (item: (typeof items)[number], _index: number, cellWidth: number) => {
      rendered.push(Math.round(cellWidth));
      return item.title;
    };
    render(grid(undefined, { renderItem, cellsBeforeMeasure: 24, startBeforeMeasure: true }));
    const list = screen.getByRole('list', { name: 'Discover results' });
    expect(list).toHaveClass('ui-virtual-grid--before-measure');
    // One render of the 24 cells: measuring 0 changes nothing, so nothing is rendered again in the commit.
    expect(rendered).toEqual(Array(24).fill(140));
    width = 800;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('list', { name: 'Discover results' })).toBe(list);
    expect(list).toHaveAttribute('data-columns', '5');
    expect(screen.getAllByRole('listitem')).toHaveLength(6 * 5);
  });

  it('asked to start by the stylesheet but in sight, renders again for the width it measures', () => {
    render(grid(undefined, { cellsBeforeMeasure: 24, startBeforeMeasure: true }));
    const list = screen.getByRole('list', { name: 'Discover results' });
    expect(list).not.toHaveClass('ui-virtual-grid--before-measure');
    expect(list).toHaveAttribute('data-columns', '5');
    expect(screen.getByRole('link', { name: 'Work 1' })).toHaveAttribute('data-width', '147');
  });

  it('renders nothing but the empty list when there are no items', () => {
    render(<VirtualGrid items={[]} itemKey={() => 1} renderItem={() => null} minItemWidth={140} gap={16} rowHeight={() => 200} label="Empty" />);
    expect(screen.getByRole('list', { name: 'Empty' }).children).toHaveLength(0);
  });
});

describe('VirtualGrid before it is measured (a page rendered on a server)', () => {
  const items = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, title: `Work ${i + 1}` }));
  const serverHtml = (props: Partial<VirtualGridProps<(typeof items)[number]>> = {}) =>
    renderToString(
      <VirtualGrid
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item, _index, width) => <a href={`/movie/${item.id}`} data-width={width}>{item.title}</a>}
        minItemWidth={140}
        gap={16}
        rowHeight={(width) => width * 1.5}
        label="Titles"
        {...props}
      />,
    );

  it('renders its first cells for the stylesheet to lay out, with the phone layout beside the wide one', () => {
    document.body.innerHTML = serverHtml({ cellsBeforeMeasure: 24, phoneLayout: { minItemWidth: 104, gap: 8 } });
    const list = screen.getByRole('list', { name: 'Titles' });
    expect(list).toHaveClass('ui-virtual-grid--before-measure');
    const cells = screen.getAllByRole('listitem');
    expect(cells).toHaveLength(24);
    expect(cells[23]).toHaveAttribute('aria-posinset', '24');
    expect(cells[0]).toHaveAttribute('aria-setsize', '100');
    // Each cell is rendered for the narrowest column; the columns, the gap and the cells' shape come from the stylesheet.
    expect(screen.getByRole('link', { name: 'Work 1' })).toHaveAttribute('data-width', '140');
    expect(list.style.getPropertyValue('--ui-virtual-grid-min')).toBe('140px');
    expect(list.style.getPropertyValue('--ui-virtual-grid-gap')).toBe('16px');
    expect(list.style.getPropertyValue('--ui-virtual-grid-phone-min')).toBe('104px');
    expect(list.style.getPropertyValue('--ui-virtual-grid-phone-gap')).toBe('8px');
    expect(Number(list.style.getPropertyValue('--ui-virtual-grid-ratio'))).toBeCloseTo(2 / 3, 9);
  });

  it('renders no cell before the measure unless asked to', () => {
    document.body.innerHTML = serverHtml();
    expect(screen.getByRole('list', { name: 'Titles' }).children).toHaveLength(0);
  });
});
