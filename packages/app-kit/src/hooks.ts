import { useAtomValue } from 'jotai';
import { activeProfileAtom, sessionAtom, userAtom } from './session/session-atoms';

export const useSession = () => useAtomValue(sessionAtom);
export const useUser = () => useAtomValue(userAtom);
export const useActiveProfile = () => useAtomValue(activeProfileAtom);
