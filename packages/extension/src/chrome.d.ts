/**
 * The parts of the extension APIs this extension uses (Chrome's `chrome.*`, Manifest V3). Written here rather than
 * adding @types/chrome for a handful of calls.
 */
declare namespace chrome {
  namespace runtime {
    interface MessageSender {
      id?: string;
      origin?: string;
      url?: string;
      tab?: { id?: number };
    }
    interface InstalledDetails {
      reason: string;
    }
    const id: string | undefined;
    const lastError: { message?: string } | undefined;
    function getManifest(): { version: string };
    function sendMessage(message: unknown, callback?: (answer: unknown) => void): void;
    function sendMessage(extensionId: string, message: unknown, callback?: (answer: unknown) => void): void;
    type Listener = (message: unknown, sender: MessageSender, sendResponse: (answer: unknown) => void) => boolean | void;
    const onMessage: { addListener(listener: Listener): void };
    const onMessageExternal: { addListener(listener: Listener): void };
    const onInstalled: { addListener(listener: (details: InstalledDetails) => void): void };
  }
  namespace cookies {
    interface Cookie {
      name: string;
      value: string;
      domain: string;
      path: string;
      session: boolean;
      expirationDate?: number;
    }
    function getAll(details: { url?: string }): Promise<Cookie[]>;
  }
  namespace permissions {
    function contains(permissions: { origins?: string[]; permissions?: string[] }): Promise<boolean>;
  }
  namespace tabs {
    function query(query: { url?: string[] }): Promise<{ id?: number; url?: string }[]>;
  }
  namespace scripting {
    function executeScript(injection: { target: { tabId: number }; files: string[] }): Promise<unknown>;
  }
}
