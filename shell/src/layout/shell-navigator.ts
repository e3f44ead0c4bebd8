import { useMemo } from 'react';
import { createPath, useNavigate, type Navigator } from 'react-router';

/** The shell's one history, handed to every parcel as a react-router Navigator (docs/decisions/0002). */
export function useShellNavigator(): Navigator {
  const navigate = useNavigate();
  return useMemo<Navigator>(
    () => ({
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      push: (to, state, options) => void navigate(to, { ...options, state }),
      replace: (to, state, options) => void navigate(to, { ...options, state, replace: true }),
      go: (delta) => void navigate(delta),
    }),
    [navigate],
  );
}
