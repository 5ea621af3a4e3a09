/** The product's mark and name as the sidebar shows them (SPEC §1: 'AI Council / Corporate Intelligence System'). */
export function BrandMark() {
  return (
    <>
      <span className="sidebar__logo" aria-hidden="true">
        AI
      </span>
      <span>
        <span className="sidebar__title" style={{ display: 'block' }}>
          AI Council
        </span>
        <span className="sidebar__subtitle">Corporate Intelligence System</span>
      </span>
    </>
  );
}
