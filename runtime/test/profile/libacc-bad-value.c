// RUN: %cc %s %libacc -o %t
// RUN: env ACCC_PROFILE=bogus %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s

// An ACCC_PROFILE value libaccc_profile does not understand: libacc loads
// it and registers it at the program's first entry into libacc, where it
// warns once and registers nothing; the program runs unprofiled.

#include <openacc.h>
#include <stdio.h>

int main(void) {
  acc_get_device_type();
  printf("active: %d\n", __accc_prof_active != 0);
  return 0;
}

// OUT: active: 0
// ERR: libaccc_profile: warning: ACCC_PROFILE='bogus' is not understood;{{.*}}
// ERR-NOT: {{.}}
