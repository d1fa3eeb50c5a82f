// ACCC_PROFILE (ProfilingLoader.cpp, rule 1c): set and not empty, libacc
// loads libaccc_profile.so from its own directory and registers it; unset
// or empty, nothing; missing, a warning and the program runs on. libacc is
// copied to directories of this test's own, with a stand-in for accc's
// profiler (the printing library) in one of them.
//
// RUN: rm -rf %t.dir && mkdir -p %t.dir/with %t.dir/without
// RUN: cp %libacc-so %t.dir/with/libacc.so.1
// RUN: cp %libacc-so %t.dir/with/libacc.so
// RUN: cp %libacc-so %t.dir/without/libacc.so.1
// RUN: %cc -fPIC -shared -DTAG=accc_profile %prof-print -o %t.dir/with/libaccc_profile.so
// RUN: %cc %s -o %t.dir/with/prog -L%t.dir/with -lacc -Wl,-rpath,%t.dir/with
// RUN: %cc %s -o %t.dir/without/prog -L%t.dir/with -lacc -Wl,-rpath,%t.dir/without
//
// RUN: env ACCC_PROFILE=summary %t.dir/with/prog > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=ON < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ON:      {{^main$}}
// ON-NEXT: accc_profile registered reg=ok unreg=ok lookup=ok
// ON-NEXT: accc_profile wait_start
// ON-NEXT: accc_profile wait_end
// ON-NEXT: {{^done$}}
// ON-NEXT: accc_profile runtime_shutdown
// ERR-NOT: {{.}}
//
// RUN: %t.dir/with/prog > %t.off 2>&1
// RUN: FileCheck %s --check-prefix=OFF < %t.off
// RUN: env ACCC_PROFILE= %t.dir/with/prog > %t.empty 2>&1
// RUN: FileCheck %s --check-prefix=OFF < %t.empty
// OFF:      {{^main$}}
// OFF-NEXT: {{^done$}}
// OFF-NOT:  {{.}}
//
// RUN: env ACCC_PROFILE=1 %t.dir/without/prog > %t.missing 2>&1
// RUN: FileCheck %s --check-prefix=MISSING -DDIR=%t.dir < %t.missing
// MISSING:      libacc: warning: cannot load profiling library '[[DIR]]/without/libaccc_profile.so' named by environment variable 'ACCC_PROFILE': {{.*}}; continuing without it
// MISSING-NEXT: {{^main$}}
// MISSING-NEXT: {{^done$}}
// MISSING-NOT:  {{.}}

#include <openacc.h>
#include <stdio.h>

int main(void) {
  printf("main\n");
  acc_wait(1);
  printf("done\n");
  return 0;
}
