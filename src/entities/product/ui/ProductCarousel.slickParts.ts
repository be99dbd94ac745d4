// Stands in for react-slick's lib/dots.js and lib/arrows.js in the browser build (webpack.config.ts
// NormalModuleReplacementPlugin): our sliders pass `dots: false, arrows: false` and draw their own
// labelled previous/next buttons, so react-slick never renders these; dropping them saves about
// 3 KB gzip of the first view. A slider that turns either option on gets nothing drawn.
export const Dots = () => null;
export const PrevArrow = () => null;
export const NextArrow = () => null;
