import { useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { Router, type Location, type Navigator } from 'react-router';
import { AppProviders } from '../app/App';
import type { AppStore } from '../app/store';

/** What every island of a page shares: one store, one i18n, one router location. */
export interface IslandContext {
  store: AppStore;
  i18n: I18n;
  origin: string;
  basename: string | undefined;
  /** The page's address as the browser has it (with the language prefix). */
  location: Location;
  navigator: Navigator;
}

interface IslandRootProps {
  context: IslandContext;
  /** Called once the island has been hydrated (its first commit). */
  onCommit?: () => void;
  children: ReactNode;
}

function AfterCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

const noop = () => undefined;

/**
 * One island inside the providers the whole app renders around it, and a router that knows the
 * page's address: everything in it renders the markup the server wrote.
 */
export function IslandRoot({ context, onCommit = noop, children }: IslandRootProps) {
  const { store, i18n, origin, basename, location, navigator } = context;
  return (
    <AppProviders store={store} i18n={i18n} origin={origin} part>
      <Router basename={basename} location={location} navigator={navigator}>
        {children}
      </Router>
      <AfterCommit run={onCommit} />
    </AppProviders>
  );
}
