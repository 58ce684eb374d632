import { Anchor, Button, Card, type AnchorProps, type ButtonProps, type CardProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function MantineAnchor(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor {...props} />;
}

function MantineButtonAnchor(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />;
}

function MantineCardAnchor(props: CardProps & ComponentPropsWithRef<'a'>) {
  return <Card component="a" {...props} />;
}

/** A Mantine Anchor that navigates with the router. */
export const AnchorLink = createLink(MantineAnchor);
/** A Mantine Button rendered as a router link. */
export const ButtonLink = createLink(MantineButtonAnchor);
/** A whole Mantine Card as a router link. */
export const CardLink = createLink(MantineCardAnchor);

/**
 * Pages whose routes arrive with their own features. Until a route exists, the root not-found page answers;
 * the cast only widens the router's list of known paths.
 */
export type UpcomingPath =
  | '/surveys'
  | '/eco-challenges'
  | '/notifications'
  | '/mobile/settings'
  | '/about'
  | '/contact'
  | '/privacy-policy'
  | '/terms-of-use'
  | '/business-partnership';
export const upcomingPath = (path: UpcomingPath) => path as '/';
