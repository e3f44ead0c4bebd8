// Each test starts with no API answer kept in the site's one query client (a test file shares one client).
const { forgetAllData } = require('@sift/app-kit');

afterEach(() => forgetAllData());
