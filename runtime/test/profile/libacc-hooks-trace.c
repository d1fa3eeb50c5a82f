// RUN: %cc %s %libacc -o %t
// RUN: rm -f %t.json
// RUN: env ACCC_PROFILE=summary,trace:%t.json %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s
// RUN: %python %S/../Inputs/check-trace.py %t.json --source | FileCheck --check-prefix=TRACE %s

// ACCC_PROFILE=summary,trace:FILE through libacc: both outputs, the trace
// valid, with a track per host thread (two threads here, the second an
// OpenMP thread) and the compute constructs of both.

#include <acc_prof.h>
#include <openacc.h>
#include <stdio.h>

static const struct __accc_prof_site Parallel = {
    acc_construct_parallel, 20, 24, 10, 40, "trace.c", "main"};

int main(void) {
#pragma omp parallel num_threads(2)
  for (int I = 0; I < 4; ++I) {
    if (__accc_prof_active)
      __accc_prof_begin(&Parallel, acc_async_sync);
    if (__accc_prof_active)
      __accc_prof_end(&Parallel, acc_async_sync);
  }
  return 0;
}

// ERR: accc profile: libacc-hooks-trace.c.tmp (pid {{[0-9]+}}), 2 host threads,
// ERR: trace.c:20 main parallel 8
// TRACE-DAG: track 1 host thread 1:
// TRACE-DAG: track 2 host thread 2:
