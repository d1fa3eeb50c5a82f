// RUN: %cc %s %libacc -o %t
//
// Valid values are accepted quietly, at load time like the OpenACC variables.
// RUN: env ACCC_RUN_AHEAD=0 %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// RUN: env ACCC_RUN_AHEAD=1 %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// RUN: env ACCC_RUN_AHEAD=off %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// RUN: env ACCC_RUN_AHEAD=On %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// RUN: env ACCC_RUN_AHEAD=NO %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// RUN: env ACCC_RUN_AHEAD=true %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// RUN: env ACCC_RUN_AHEAD= %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// QUIET-NOT: {{.}}
//
// RUN: env ACCC_RUN_AHEAD=never %t 2>&1 | FileCheck --check-prefix=BAD %s
// BAD: libacc: warning: ignoring invalid value 'never' of environment variable 'ACCC_RUN_AHEAD'; expected '1', 'on', 'yes', 'true', '0', 'off', 'no' or 'false'

// accc's ACCC_RUN_AHEAD (runtime/src/Env.cpp, RunAhead.cpp): whether
// synchronous constructs may run ahead of the host. What it changes needs
// a GPU (test/Execution/run-ahead.c, runtime/test/run-ahead/); the value is
// checked everywhere.

int main(void) { return 0; }
