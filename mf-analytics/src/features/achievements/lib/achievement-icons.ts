// The achievement icons live in the contracts, so the page, the downloaded
// card and the card svc-analytics renders for shared links draw the same.
export { achievementIcon, lockIcon, type IconShape } from '@ai-council/contracts';
