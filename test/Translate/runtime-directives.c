// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S/../../runtime/include -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: not %accc -acc=gpu -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD

// init, shutdown and set (OpenACC 3.3 sec. 2.14.1-2.14.3;
// lib/Transform/RuntimeDirectives.cpp): libacc calls, one statement per
// directive. The device type is the clause's, or the current one; init and
// shutdown vanish on multicore and host, set stays (acc_get_default_async
// and acc_get_device_num answer what it set).

void directives(int n, int c) {
  #pragma acc init
  #pragma acc init device_type(nvidia) device_num(n) if(c)
  #pragma acc set default_async(n + 1)
  #pragma acc set device_type(multicore) device_num(0) default_async(2)
  if (c)
    #pragma acc set device_num(n)
  #pragma acc shutdown device_type(acc_device_nvidia)
  #pragma acc shutdown device_num(0)
}
// GPU-LABEL: void directives(int n, int c) {
// GPU-NEXT: acc_init(acc_get_device_type());
// GPU-NEXT: if (c) acc_init_device(n, acc_device_nvidia);
// GPU-NEXT: acc_set_default_async(n + 1);
// GPU-NEXT: { acc_set_device_type(acc_device_host); acc_set_device_num(0, acc_device_host); acc_set_default_async(2); }
// GPU-NEXT: if (c)
// GPU-NEXT: {
// GPU-NEXT: acc_set_device_num(n, acc_get_device_type());
// GPU-NEXT: }
// GPU-NEXT: acc_shutdown(acc_device_nvidia);
// GPU-NEXT: acc_shutdown_device(0, acc_get_device_type());
// GPU-NEXT: }
// MC-LABEL: void directives(int n, int c) {
// MC-NEXT: acc_set_default_async(n + 1);
// MC-NEXT: { acc_set_device_type(acc_device_host); acc_set_device_num(0, acc_device_host); acc_set_default_async(2); }
// MC-NEXT: if (c)
// MC-NEXT: {
// MC-NEXT: acc_set_device_num(n, acc_get_device_type());
// MC-NEXT: }
// MC-NEXT: }

// INFO: remark: init -> acc_init(acc_get_device_type());
// INFO: remark: set -> acc_set_default_async(n + 1);
// INFO: remark: shutdown -> acc_shutdown(acc_device_nvidia);

#ifdef BAD
void bad(void) {
  // BAD: runtime-directives.c:[[@LINE+1]]:32: error: invalid value 'gpu' in 'device_type' clause
  #pragma acc init device_type(gpu)
  // BAD: runtime-directives.c:[[@LINE+1]]:37: error: OpenACC 'device_type' clause on a 'set' construct only permits one architecture
  #pragma acc set device_type(host, nvidia)
  // BAD: runtime-directives.c:[[@LINE+1]]:3: error: OpenACC 'set' construct must have at least one 'default_async', 'device_num', or 'device_type' clause
  #pragma acc set
}
#endif
