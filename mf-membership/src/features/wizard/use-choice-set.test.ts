import { act, renderHook } from '@testing-library/react';
import { useChoiceSet } from './use-choice-set';

it('starts from the initial ids and toggles one at a time', () => {
  const { result } = renderHook(() => useChoiceSet(() => [1, 2]));
  expect([...result.current.chosen]).toEqual([1, 2]);
  act(() => result.current.toggle(2));
  act(() => result.current.toggle(3));
  expect([...result.current.chosen]).toEqual([1, 3]);
});
