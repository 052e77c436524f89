import type { Metadata } from "next";
import { FloorShell } from "../../shell";

export const metadata: Metadata = { title: "తెలుగు ఫ్లోర్", description: "PawBazaar శైలిలో తెలుగు వచనంతో ఒక సాధారణ Next.js పేజీ." };

/** The floor of the Telugu pages: the styled floor with Telugu text, in the app's Telugu font stack. */
export default function TeluguFloorPage() {
  return (
    <FloorShell
      title="పెంపుడు జంతువుల కోసం ఒక సాధారణ పేజీ"
      text="ఇది ఒక బటన్ ఉన్న సాధారణ Next.js పేజీ, PawBazaar శైలిలో, పైన చిహ్నాలతో. మా పేజీలతో పాటు దీనిని కొలుస్తాము: మా ఏ తెలుగు పేజీ అయినా తన విషయం చూపించక ముందే ఇంత ఖర్చు చేస్తుంది. కుక్కలు, పిల్లులు, పక్షులు, చేపలు అన్నీ ఇక్కడ దొరుకుతాయి."
      labels={["వెతకండి", "ఇష్టాలు", "కార్ట్", "ఖాతా"]}
    />
  );
}
