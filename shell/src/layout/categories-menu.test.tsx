import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { forgetAllData } from '@sift/app-kit';
import { ALL_CATEGORIES, CATEGORIES_FAILED, CategoriesMenu } from './categories-menu';

const categories = jest.fn();
jest.mock('@sift/app-kit', () => ({
  ...jest.requireActual('@sift/app-kit'),
  api: () => ({ discovery: { categories } }),
}));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderMenu() {
  return render(
    <MemoryRouter initialEntries={['/browse']}>
      <CategoriesMenu />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  categories.mockReset();
  forgetAllData();
});

describe("the navbar's categories menu (000 §2.8)", () => {
  it('is a closed button until opened, and asks for the list only then', () => {
    const { container } = renderMenu();
    expect(container.querySelector('details')?.outerHTML).toBe(
      '<details class="navbar__categories"><summary class="navbar__categories-button">Categories</summary></details>',
    );
    expect(categories).not.toHaveBeenCalled();
  });

  it('opens the category list in sort order, each leading to /discover with that category, and closes after a choice', async () => {
    categories.mockResolvedValue([
      { id: 'drama', slug: 'drama', name: 'Drama', sort_key: 7 },
      { id: 'action', slug: 'action', name: 'Action', sort_key: 1 },
      { id: 'comedy', slug: 'comedy', name: 'Comedy', sort_key: 4 },
    ]);
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByText('Categories'));
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect([...list.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Action', '/discover?category=action'],
      ['Comedy', '/discover?category=comedy'],
      ['Drama', '/discover?category=drama'],
    ]);
    expect(screen.getByRole('link', { name: ALL_CATEGORIES })).toHaveAttribute('href', '/discover');
    await user.click(screen.getByRole('link', { name: 'Comedy' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/discover?category=comedy');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Categories' })).toBeNull());
    expect(categories).toHaveBeenCalledTimes(1);
  });

  it('says when the list failed and loads it again on Try again; Escape closes it', async () => {
    categories.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([{ id: 'family', slug: 'family', name: 'Family', sort_key: 8 }]);
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByText('Categories'));
    expect(await screen.findByRole('alert')).toHaveTextContent(CATEGORIES_FAILED);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Family' })).toHaveAttribute('href', '/discover?category=family');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Family' })).toBeNull());
    expect(screen.getByText('Categories')).toHaveFocus();
  });
});
