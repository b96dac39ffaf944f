/** @type {import("prettier").Config} */
export default { printWidth: 110 };
