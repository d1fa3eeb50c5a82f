// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck --check-prefix=OUT %s
// RUN: not %t get-minus-7 2>&1 | FileCheck --check-prefix=GET-MINUS-7 %s
// RUN: not %t set-minus-4 2>&1 | FileCheck --check-prefix=SET-MINUS-4 %s
// ERR-NOT: {{.}}
// OUT-NOT: FAIL

// OpenACC 3.3, Appendix A.2.1 (CudaInterop.cpp): with the host as the
// current device the routines return NULL, -1 and 0 (rule 8) and the queues
// keep working; with a GPU, a queue's stream is created once and kept,
// acc_async_noval names the default queue's, acc_async_sync has its own,
// acc_set_cuda_stream replaces a queue's stream (not with NULL), and waits
// and tests of queues with streams complete. An invalid async argument is
// a fatal error, as for every routine (Async.cpp, rule 6).
// test/Execution/cuda-interop.c runs CUDA work on the streams.

#include <openacc.h>
#include <stdio.h>
#include <string.h>

#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

int main(int argc, char **argv) {
  const char *Case = argc > 1 ? argv[1] : "";
  int Dummy;
  if (!strcmp(Case, "get-minus-7"))
    acc_get_cuda_stream(-7);
  // GET-MINUS-7: libacc: error: acc_get_cuda_stream: -7 is not a valid async argument
  if (!strcmp(Case, "set-minus-4"))
    acc_set_cuda_stream(-4, &Dummy);
  // SET-MINUS-4: libacc: error: acc_set_cuda_stream: -4 is not a valid async argument

  int Gpu = acc_get_device_type() != acc_device_host;
  void *S1 = acc_get_cuda_stream(1);
  EXPECT("acc_get_cuda_stream", Gpu ? S1 && acc_get_cuda_stream(1) == S1 : !S1);
  // OUT: acc_get_cuda_stream: ok
  acc_set_default_async(1);
  EXPECT("acc_async_noval is the default queue",
         acc_get_cuda_stream(acc_async_noval) == S1);
  // OUT-NEXT: acc_async_noval is the default queue: ok
  acc_set_default_async(acc_async_default);
  void *Sync = acc_get_cuda_stream(acc_async_sync);
  EXPECT("acc_async_sync has a stream of its own",
         Gpu ? Sync && Sync != S1 : !Sync);
  // OUT-NEXT: acc_async_sync has a stream of its own: ok
  EXPECT("acc_set_cuda_stream",
         Gpu ? acc_set_cuda_stream(2, S1) == 1 && acc_get_cuda_stream(2) == S1
             : acc_set_cuda_stream(2, &Dummy) == 0 && !acc_get_cuda_stream(2));
  // OUT-NEXT: acc_set_cuda_stream: ok
  EXPECT("acc_set_cuda_stream with NULL", acc_set_cuda_stream(3, NULL) == 0);
  // OUT-NEXT: acc_set_cuda_stream with NULL: ok
  EXPECT("acc_get_current_cuda_device",
         acc_get_current_cuda_device() ==
             (Gpu ? acc_get_device_num(acc_device_nvidia) : -1));
  // OUT-NEXT: acc_get_current_cuda_device: ok
  void *Ctx = acc_get_current_cuda_context();
  EXPECT("acc_get_current_cuda_context",
         Gpu ? Ctx && acc_get_current_cuda_context() == Ctx : !Ctx);
  // OUT-NEXT: acc_get_current_cuda_context: ok
  acc_wait(1);
  acc_wait(2);
  acc_wait(acc_async_sync);
  acc_wait_async(1, 2);
  acc_wait_all_async(3);
  acc_wait_all();
  int List[] = {2};
  EXPECT("waits and tests of queues with streams",
         acc_async_test(1) && acc_async_test(2) &&
             acc_async_test(acc_async_sync) && acc_async_test_all() &&
             acc_wait_any(1, List) == 0);
  // OUT-NEXT: waits and tests of queues with streams: ok
  return 0;
}
