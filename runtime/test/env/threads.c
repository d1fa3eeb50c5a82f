// RUN: %cc %s %libacc -lpthread -o %t
// RUN: %t | FileCheck --check-prefixes=OUT,%if gpu %{OUT-GPU%} %else %{OUT-HOST%} %s
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck --check-prefixes=OUT,ENV-HOST %s
// RUN: env ACC_DEVICE_TYPE=host %t first-in-parallel | FileCheck --check-prefix=FIRST-IN-PARALLEL %s

// OpenACC 3.3, sec. 2.3: each host thread has its own copy of the ICVs,
// initialized from the environment; the threads of a parallel region start
// with the ICVs of the thread that starts it.

#include <omp.h>
#include <openacc.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static void *threadMain(void *Arg) {
  (void)Arg;
  printf("new thread: type %d\n", acc_get_device_type());
  return NULL;
}

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "first-in-parallel")) {
    // The initial thread enters libacc first inside a parallel region, where
    // its ICVs are the region's; it still starts from the environment once
    // it is outside.
#pragma omp parallel num_threads(2)
    (void)acc_get_device_type();
    printf("after the region: type %d\n", acc_get_device_type());
    return 0;
  }
  // FIRST-IN-PARALLEL: after the region: type 2

  printf("main: type %d\n", acc_get_device_type());
  // OUT-HOST: main: type 2
  // OUT-GPU: main: type 4
  // ENV-HOST: main: type 2

  // A new host thread starts from the environment (or the default device),
  // not from main's choice.
  acc_set_device_type(acc_device_host);
  pthread_t T;
  pthread_create(&T, NULL, threadMain, NULL);
  pthread_join(T, NULL);
  // OUT-HOST: new thread: type 2
  // OUT-GPU: new thread: type 4
  // ENV-HOST: new thread: type 2

  // The threads of a parallel region inherit main's device.
  int Same = 1;
#pragma omp parallel num_threads(4) reduction(& : Same)
  Same = acc_get_device_type() == acc_device_host;
  printf("parallel region inherits: %d\n", Same);
  // OUT: parallel region inherits: 1
  return 0;
}
