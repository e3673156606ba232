/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment
 * has all its functions compiled eagerly, on a background thread while it streams in, instead of
 * one by one on the main thread as each is first called.
 * @see https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Which of the build's files carry it: every script Gatsby emits runs as its page starts. */
export const COMPILE_HINT_FILES = /\.js$/;
