// The screen's browser components read the page's data.
export default true;
