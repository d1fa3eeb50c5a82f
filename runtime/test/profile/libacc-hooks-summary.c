// RUN: %cc %s %libacc -o %t
// RUN: env ACCC_PROFILE=summary %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s
// RUN: %t > %t.off.out 2> %t.off.err
// RUN: FileCheck --check-prefix=OFF --input-file=%t.off.out %s
// RUN: FileCheck --check-prefix=OFF-ERR --allow-empty --input-file=%t.off.err %s

// accc's profiler through libacc: with ACCC_PROFILE set, libacc loads
// libaccc_profile.so from its own directory and registers it at the
// program's first entry into libacc (ProfilingLoader.cpp); the profiling
// hooks that compiled constructs call (openacc.h, __accc_prof_begin / _end /
// _data_entered / _data_exiting) give the construct events, and the summary
// comes out at exit. Without ACCC_PROFILE nothing is loaded and
// __accc_prof_active is 0.

#include <acc_prof.h>
#include <openacc.h>
#include <stdio.h>

// What accc emits for `#pragma acc parallel` at line 20 of main (lines
// 10-40), for `#pragma acc data` at line 30 and `#pragma acc update` at 35.
static const struct __accc_prof_site Parallel = {
    acc_construct_parallel, 20, 24, 10, 40, "hooks.c", "main"};
static const struct __accc_prof_site Data = {acc_construct_data, 30, 33,
                                             10,                 40,
                                             "hooks.c",          "main"};
static const struct __accc_prof_site Update = {
    acc_construct_update, 35, 35, 10, 40, "hooks.c", "main"};

int main(void) {
  // The first entry into libacc registers the library.
  acc_get_device_type();
  printf("active: %d\n", __accc_prof_active != 0);
  // OUT: active: 1
  // OFF: active: 0
  for (int I = 0; I < 3; ++I) {
    if (__accc_prof_active)
      __accc_prof_begin(&Parallel, acc_async_sync);
    if (__accc_prof_active)
      __accc_prof_end(&Parallel, acc_async_sync);
  }
  for (int I = 0; I < 2; ++I) {
    if (__accc_prof_active)
      __accc_prof_begin(&Data, acc_async_sync);
    if (__accc_prof_active)
      __accc_prof_data_entered(&Data);
    if (__accc_prof_active)
      __accc_prof_data_exiting(&Data);
    if (__accc_prof_active)
      __accc_prof_end(&Data, acc_async_sync);
  }
  if (__accc_prof_active)
    __accc_prof_begin(&Update, acc_async_sync);
  if (__accc_prof_active)
    __accc_prof_end(&Update, acc_async_sync);
  printf("done\n");
  // OUT-NEXT: done
  // OFF-NEXT: done
  return 0;
}

// ERR: accc profile: libacc-hooks-summary.c.tmp (pid {{[0-9]+}}), 1 host thread,
// ERR-DAG: hooks.c:20 main parallel 3
// ERR-DAG: hooks.c:30 main data 2
// ERR-DAG: enter data 2
// ERR-DAG: exit data 2
// ERR-DAG: hooks.c:35 main update 1
// ERR: all files
// OFF-ERR-NOT: {{.}}
