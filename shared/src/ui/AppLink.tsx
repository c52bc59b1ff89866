import { chakra } from '@chakra-ui/react';
import { Link, NavLink } from 'react-router-dom';

/** A router link that takes Chakra style props (navigation inside the site, no page reload). */
export const AppLink = chakra(Link);
/** The same for navigation items: react-router marks the current one with the `active` class. */
export const AppNavLink = chakra(NavLink);
