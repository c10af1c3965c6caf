import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTabListsThroughEditorApi } from '../stories/panelTesting';
import { PresentersTab } from './PresentersTab';

describe('PresentersTab', () => {
  it("shows the presenters of the editor's booking through the editor's api", async () => {
    await expectTabListsThroughEditorApi(PresentersTab, 'Margaret Hamilton', 'presenters.list');
    expect(screen.getByRole('region', { name: 'Presenters' })).toBeInTheDocument();
  });
});
