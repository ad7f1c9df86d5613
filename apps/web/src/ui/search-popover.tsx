import { useLingui } from '@lingui/react/macro';
import { HeaderPopover } from './header-popover';
import { SearchIcon } from './icons';
import { SearchBox } from './search-box';

/** Desktop search: the magnifier opens the search box under it. */
export function SearchPopover() {
  const { t } = useLingui();
  return (
    <HeaderPopover openKey="search" label={t`Tìm kiếm`} icon={<SearchIcon className="size-6" />}>
      {(close) => <SearchBox autoFocus onSearch={close} />}
    </HeaderPopover>
  );
}
