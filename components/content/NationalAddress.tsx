// The office's address for people: the Saudi national address line by line (building number and
// street, district, city and postal code, additional number), as invoices carry it, when the
// profile gives its parts; the profile's one-line address otherwise.
import { usePageContext } from '../page-context.js';
import { useT } from '../ui/Msg.js';

export function NationalAddress() {
  const { site, locale } = usePageContext();
  const t = useT();
  const { buildingNumber, street, district, locality, postalCode, additionalNumber } = site.postalAddress;
  if (!buildingNumber || !district || !additionalNumber) return <>{site.address[locale]}</>;
  return (
    <>
      {t('address.building', { number: buildingNumber, street: street[locale] })}
      <br />
      {t('address.district', { district: district[locale], city: locality[locale], postalCode })}
      <br />
      {t('address.additional', { number: additionalNumber })}
    </>
  );
}
