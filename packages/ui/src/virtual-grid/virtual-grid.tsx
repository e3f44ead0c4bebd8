import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { classNames } from '../class-names';

export interface VirtualGridProps<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  /** One cell; `width` is the cell's width in CSS pixels (size images to their slot with it). */
  renderItem: (item: T, index: number, width: number) => ReactNode;
  /** Narrowest a column may be (CSS px): as many columns as fit. */
  minItemWidth: number;
  /** Space between columns and between rows (CSS px). */
  gap: number;
  /** A cell's height for its width (e.g. a 2:3 poster: width * 1.5); every row has this height. */
  rowHeight: (itemWidth: number) => number;
  /** Rows rendered above and below the visible ones. */
  overscanRows?: number;
  /** Names the list (e.g. "Discover results"). */
  label?: string;
  /** The items in the viewport changed (indexes of the first and last visible item): grow or load more from here. */
  onRangeChange?: (range: { first: number; last: number }) => void;
  className?: string;
  /**
   * Where the grid cannot be measured (rendered on a server): this many first cells, laid out by the stylesheet as
   * the measured grid lays them out (the same columns for the same width), so the page shows them before any script
   * runs. 0 (the default): nothing before the measure.
   */
  cellsBeforeMeasure?: number;
  /** Below the phone breakpoint, the narrowest column and the gap of those first cells (default: the props'). */
  phoneLayout?: { minItemWidth: number; gap: number };
}

export interface GridLayout {
  columns: number;
  itemWidth: number;
}

/** Columns that fit a width, and each one's width. */
export function gridLayout(width: number, minItemWidth: number, gap: number): GridLayout {
  const columns = Math.max(1, Math.floor((width + gap) / (minItemWidth + gap)));
  return { columns, itemWidth: Math.max(0, (width - gap * (columns - 1)) / columns) };
}

/** Rows to render for a grid whose top is `top` px from the viewport's top (negative once scrolled past). */
export function visibleRows(top: number, viewportHeight: number, rowHeight: number, rowCount: number, overscan: number) {
  if (rowCount === 0 || rowHeight <= 0) return { firstRow: 0, lastRow: -1, firstVisible: 0, lastVisible: -1 };
  const clamp = (row: number) => Math.max(0, Math.min(rowCount - 1, row));
  const firstVisible = Math.floor(Math.max(0, -top) / rowHeight);
  const lastVisible = Math.floor(Math.max(0, viewportHeight - top - 1) / rowHeight);
  return {
    firstRow: clamp(firstVisible - overscan),
    lastRow: clamp(lastVisible + overscan),
    firstVisible: clamp(firstVisible),
    lastVisible: clamp(lastVisible),
  };
}

/**
 * A grid of equal cells that renders only the rows in and near the viewport, so a list of thousands stays smooth
 * (001 §2 discover). The page scrolls (the window, not an inner box), cells keep their reading order in a list, and
 * each item says its position and the total (aria-posinset/setsize) since most are not in the document.
 */
export function VirtualGrid<T>({
  items,
  itemKey,
  renderItem,
  minItemWidth,
  gap,
  rowHeight: rowHeightOf,
  overscanRows = 2,
  label,
  onRangeChange,
  className,
  cellsBeforeMeasure = 0,
  phoneLayout,
}: VirtualGridProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  // The list's width, its place and the viewport's height, measured once it is in the document (width null until
  // then). Its first render has no cells: cells laid out for a guessed width were rendered, laid out and then replaced
  // in the same frame (on a phone, a grid of one column, then three), and the measure had to lay them out first. Nor
  // does it read the viewport: innerHeight lays out the page when its layout is out of date (on a phone 20 ms).
  const [width, setWidth] = useState<number | null>(null);
  const [top, setTop] = useState(0);
  const [viewport, setViewport] = useState(0);

  const { columns, itemWidth } = gridLayout(width || minItemWidth, minItemWidth, gap);
  const measured = width !== null;
  // Not rounded: the cells laid out before the measure (aspect-ratio, below) have this very height.
  const cellHeight = rowHeightOf(itemWidth);
  const rowHeight = cellHeight + gap;
  const rowCount = Math.ceil(items.length / columns);
  const { firstRow, lastRow, firstVisible, lastVisible } = visibleRows(top, viewport, rowHeight, rowCount, overscanRows);
  const first = firstRow * columns;
  const last = Math.min(items.length - 1, (lastRow + 1) * columns - 1);
  const seenFirst = firstVisible * columns;
  const seenLast = Math.min(items.length - 1, (lastVisible + 1) * columns - 1);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setWidth(list.clientWidth);
    setTop(list.getBoundingClientRect().top);
    setViewport(window.innerHeight);
  }, []);

  useLayoutEffect(measure, [measure, items.length, columns]);
  useEffect(() => {
    let frame = 0;
    // One measurement per frame however many scroll events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), measure()));
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (listRef.current) observer?.observe(listRef.current);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    if (measured && seenLast >= seenFirst) onRangeChange?.({ first: seenFirst, last: seenLast });
  }, [measured, seenFirst, seenLast, onRangeChange]);

  if (!measured && cellsBeforeMeasure > 0) {
    return (
      <GridBeforeMeasure
        items={items.slice(0, cellsBeforeMeasure)}
        setSize={items.length}
        itemKey={itemKey}
        renderItem={renderItem}
        layout={{ minItemWidth, gap }}
        phoneLayout={phoneLayout}
        ratio={rowHeightOf(100) / 100}
        label={label}
        className={className}
        listRef={listRef}
      />
    );
  }

  const cells = [];
  for (let index = first; measured && index <= last; index++) {
    const item = items[index];
    cells.push(
      <li
        key={itemKey(item, index)}
        className="ui-virtual-grid__item"
        aria-posinset={index + 1}
        aria-setsize={items.length}
      >
        {renderItem(item, index, itemWidth)}
      </li>,
    );
  }
  const totalHeight = Math.max(0, rowCount * rowHeight - gap);
  return (
    <ul
      ref={listRef}
      className={classNames('ui-virtual-grid', className)}
      aria-label={label}
      data-columns={columns}
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridAutoRows: `${cellHeight}px`,
        gap: `${gap}px`,
        height: `${totalHeight}px`,
        paddingTop: `${firstRow * rowHeight}px`,
      }}
    >
      {cells}
    </ul>
  );
}

interface GridBeforeMeasureProps<T> extends Pick<VirtualGridProps<T>, 'itemKey' | 'renderItem' | 'label' | 'className' | 'phoneLayout'> {
  items: readonly T[];
  setSize: number;
  layout: { minItemWidth: number; gap: number };
  /** A cell's height over its width. */
  ratio: number;
  listRef: RefObject<HTMLUListElement | null>;
}

/**
 * The first cells of a grid not measured yet, laid out by the stylesheet (virtual-grid.css): as many columns of at
 * least the narrowest width as fit, cells as high as the measured grid makes them. Each cell is rendered for the
 * narrowest width (an image's `sizes` then asks for at most what the slot needs).
 */
function GridBeforeMeasure<T>({ items, setSize, itemKey, renderItem, layout, phoneLayout, ratio, label, className, listRef }: GridBeforeMeasureProps<T>) {
  const style: Record<string, string> = {
    '--ui-virtual-grid-min': `${layout.minItemWidth}px`,
    '--ui-virtual-grid-gap': `${layout.gap}px`,
    '--ui-virtual-grid-ratio': `${1 / ratio}`,
  };
  if (phoneLayout) {
    style['--ui-virtual-grid-phone-min'] = `${phoneLayout.minItemWidth}px`;
    style['--ui-virtual-grid-phone-gap'] = `${phoneLayout.gap}px`;
  }
  return (
    <ul ref={listRef} className={classNames('ui-virtual-grid', 'ui-virtual-grid--before-measure', className)} aria-label={label} style={style as CSSProperties}>
      {items.map((item, index) => (
        <li key={itemKey(item, index)} className="ui-virtual-grid__item" aria-posinset={index + 1} aria-setsize={setSize}>
          {renderItem(item, index, layout.minItemWidth)}
        </li>
      ))}
    </ul>
  );
}
