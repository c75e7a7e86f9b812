import { PageHeader } from '../../../components/page-header.tsx';
import { ExportSection } from './export-section.tsx';
import { ImportSection } from './import-section.tsx';
import { PictureZipSection } from './picture-zip-section.tsx';
import { SerialsFileSection } from './serials-file-section.tsx';

/** /dashboard/catalogue-file: the catalogue out and in as a spreadsheet, pictures by zip, and
 * the units' serial numbers (admin). */
export function CatalogueFilePage() {
  return (
    <div>
      <PageHeader
        title="Import and export"
        description="The whole catalogue as a spreadsheet: download it, change prices, stock or products, and bring it back."
      />
      <div className="space-y-10">
        <ExportSection />
        <ImportSection />
        <PictureZipSection />
        <SerialsFileSection />
      </div>
    </div>
  );
}
