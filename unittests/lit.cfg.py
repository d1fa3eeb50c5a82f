# -*- Python -*-
# lit configuration of accc's unit tests (unittests/): every GoogleTest
# binary named *Tests under build/unittests, one lit test per TEST.

import os

import lit.formats

config.name = "accc-unit"
config.test_format = lit.formats.GoogleTest(".", "Tests")
config.test_source_root = os.path.join(config.accc_obj_root, "unittests")
config.test_exec_root = config.test_source_root
