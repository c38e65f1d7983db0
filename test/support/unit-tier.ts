// The unit tier's setup: createTestDatabase refuses, so a file that needs a database cannot pass as a unit test.
process.env.PARLOUR_TEST_TIER = 'unit';
