// ACC_PROFLIB (OpenACC 3.3, sec. 4.3 and 5.4; ProfilingLoader.cpp, rule 1b):
// one library, two separated by ':' (registered in list order; start
// callbacks in that order, end callbacks in the reverse one), empty entries,
// a library named twice, and the warnings for a missing file and for a
// library without acc_register_library, after which the program runs on.
//
// RUN: %cc -fPIC -shared -DTAG=A %prof-print -o %t-a.so
// RUN: %cc -fPIC -shared -DTAG=B %prof-print -o %t-b.so
// RUN: %cc -fPIC -shared -DNOT_A_PROFILER %s -o %t-none.so
// RUN: %cc %s -o %t %libacc
//
// RUN: env ACC_PROFLIB=%t-a.so %t > %t.one 2>&1
// RUN: FileCheck %s --check-prefix=ONE < %t.one
// ONE:      main
// ONE-NEXT: A registered reg=ok unreg=ok lookup=ok
// ONE-NEXT: A wait_start thread=0 dev=host:0 async=1/1 {{.*}} tool=stored
// ONE-NEXT: A wait_end thread=0 dev=host:0 async=1/1 {{.*}} tool=match
// ONE-NEXT: done
// ONE-NEXT: A runtime_shutdown {{.*}}{{$}}
// ONE-NOT:  {{.}}
//
// RUN: env ACC_PROFLIB=%t-a.so:%t-b.so %t > %t.two 2>&1
// RUN: FileCheck %s --check-prefix=TWO < %t.two
// TWO:      main
// TWO-NEXT: A registered
// TWO-NEXT: B registered
// TWO-NEXT: A wait_start {{.*}} tool=stored
// TWO-NEXT: B wait_start {{.*}} tool=stored
// TWO-NEXT: B wait_end {{.*}} tool=match
// TWO-NEXT: A wait_end {{.*}} tool=match
// TWO-NEXT: done
// TWO-NEXT: A runtime_shutdown
// TWO-NEXT: B runtime_shutdown
//
// RUN: env ACC_PROFLIB=:%t-b.so::%t-a.so:%t-b.so: %t > %t.empty 2>&1
// RUN: FileCheck %s --check-prefix=EMPTY < %t.empty
// EMPTY:      main
// EMPTY-NEXT: B registered
// EMPTY-NEXT: A registered
// EMPTY-NEXT: B wait_start
// EMPTY-NEXT: A wait_start
// EMPTY-NEXT: A wait_end
// EMPTY-NEXT: B wait_end
//
// RUN: env ACC_PROFLIB=%t-missing.so:%t-none.so:%t-a.so %t > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// RUN: FileCheck %s --check-prefix=ERR -DLIB=%t < %t.err
// ERR:      libacc: warning: cannot load profiling library '[[LIB]]-missing.so' named by environment variable 'ACC_PROFLIB': [[LIB]]-missing.so: cannot open shared object file: No such file or directory; continuing without it
// ERR-NEXT: libacc: warning: profiling library '[[LIB]]-none.so' named by environment variable 'ACC_PROFLIB' defines no 'acc_register_library'; continuing without it
// ERR-NOT:  {{.}}
// OUT:      main
// OUT-NEXT: A registered
// OUT-NEXT: A wait_start
// OUT-NEXT: A wait_end
// OUT-NEXT: done
//
// Without ACC_PROFLIB, nothing.
// RUN: %t > %t.no 2>&1
// RUN: FileCheck %s --check-prefix=NO < %t.no
// NO:      main
// NO-NEXT: {{^done$}}
// NO-NOT:  {{.}}

#ifdef NOT_A_PROFILER
int notAProfiler(void) { return 0; }
#else
#include <openacc.h>
#include <stdio.h>

int main(void) {
  printf("main\n");
  acc_wait(1);
  printf("done\n");
  return 0;
}
#endif
