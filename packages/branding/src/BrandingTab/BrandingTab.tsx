import { useTexts, type Space } from '@greenroom/core';
import { emailRows, inRoomRows, webRows } from '@greenroom/core/rules';
import { LoadingScreen, Tabs } from '@greenroom/ui';
import { useState } from 'react';
import { useBrandingSpace } from '../data/useBrandingSpace';
import { useSessionIdentity } from '../data/useSessionIdentity';
import { SkinItemList } from '../SkinItemList/SkinItemList';
import { brandingTextTable } from '../texts';
import type { BrandingSlice } from '../types';
import { WebThemeControls } from '../WebThemeControls/WebThemeControls';
import { LoadError, Section, TabRoot } from './styles';

/** The three sections of the tab. */
export type BrandingSection = 'inRoom' | 'web' | 'email';

export interface BrandingTabProps {
  spaceID: string;
  /** The producer's role (0 = super-admin sees hidden items). Default: the signed-in session's. */
  role?: number;
  /** The producer asking for the space. Default: the signed-in session's. */
  producerID?: string;
  /** The section shown first (default In-Room). */
  initialSection?: BrandingSection;
  /** Overrides the PortalProvider's api. */
  api?: BrandingSlice;
}

const SECTIONS: BrandingSection[] = ['inRoom', 'web', 'email'];

/**
 * The Branding tab of the space window: In-Room (avatar and world items), Web (theme, highlight
 * colour and web assets) and Email (email images), each a list sorted by label with preview and
 * edit or upload per row. Hidden items show to super-admins only.
 *
 * @example
 * <BrandingTab spaceID={space.spaceID} role={session.role} />
 */
export function BrandingTab({ spaceID, role, producerID, initialSection = 'inRoom', api }: BrandingTabProps) {
  const texts = useTexts(brandingTextTable);
  const identity = useSessionIdentity({ role, producerID });
  const space = useBrandingSpace({ spaceID, producerID: identity.producerID }, api);
  const [section, setSection] = useState<BrandingSection>(initialSection);
  // Until the role is known, hidden items stay hidden.
  const viewerRole = identity.role ?? -1;

  return (
    <TabRoot data-ui="BrandingTab">
      <Tabs
        label={texts.sectionsLabel}
        value={section}
        onChange={(id) => setSection(id as BrandingSection)}
        items={SECTIONS.map((id) => ({ id, label: texts.sections[id] }))}
      >
        {space.data ? (
          <SectionContent section={section} space={space.data} role={viewerRole} api={api} />
        ) : space.isError ? (
          <LoadError role="alert">{texts.loadError}</LoadError>
        ) : (
          <LoadingScreen fullScreen={false} text={texts.loading} />
        )}
      </Tabs>
    </TabRoot>
  );
}

function SectionContent({ section, space, role, api }: { section: BrandingSection; space: Space; role: number; api?: BrandingSlice }) {
  if (section === 'web') {
    return (
      <Section>
        <WebThemeControls space={space} api={api} />
        <SkinItemList spaceID={space.spaceID} rows={webRows(space, role)} api={api} />
      </Section>
    );
  }
  const rows = section === 'email' ? emailRows(space, role) : inRoomRows(space, role);
  return (
    <Section>
      <SkinItemList spaceID={space.spaceID} rows={rows} api={api} />
    </Section>
  );
}
