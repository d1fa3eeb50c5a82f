// RUN: %cc -std=c99 -pedantic -fsyntax-only %s
// RUN: %cc -std=c11 -fsyntax-only -DCHECK_VALUES %s
// RUN: %cxx -x c++ -std=c++98 -pedantic -fsyntax-only %s
// RUN: %cxx -x c++ -std=c++17 -fsyntax-only -DCHECK_VALUES %s
// Without -fopenmp: the header needs no OpenMP and no _OPENACC.
// RUN: %cc -fno-openmp -std=c99 -fsyntax-only %s
// RUN: %cc -fno-openmp -std=c99 -E -dM %s | FileCheck --check-prefix=MACROS %s

// openacc.h is C and C++ (every standard since C99 and C++98), and its
// constants have the values of OpenACC 3.3, sec. 3.1 and 2.16 as chosen by
// libacc.

#include <openacc.h>
#include <openacc.h> /* the include guard works */

// MACROS-NOT: #define _OPENACC

#ifdef CHECK_VALUES
#ifdef __cplusplus
#define STATIC_ASSERT static_assert
#else
#define STATIC_ASSERT _Static_assert
#endif
STATIC_ASSERT(acc_device_none == 0, "");
STATIC_ASSERT(acc_device_default == 1, "");
STATIC_ASSERT(acc_device_host == 2, "");
STATIC_ASSERT(acc_device_not_host == 3, "");
STATIC_ASSERT(acc_device_nvidia == 4, "");
STATIC_ASSERT(acc_device_radeon == 5, "");
STATIC_ASSERT(acc_device_current == 10, "");
STATIC_ASSERT(acc_async_noval == -1, "");
STATIC_ASSERT(acc_async_sync == -2, "");
STATIC_ASSERT(acc_async_default == -3, "");
STATIC_ASSERT(sizeof(acc_device_t) == sizeof(int), "");
#endif

/* Every routine, with the signature of OpenACC 3.3, chapter 3. */
int (*get_num_devices)(acc_device_t) = acc_get_num_devices;
void (*set_device_type)(acc_device_t) = acc_set_device_type;
acc_device_t (*get_device_type)(void) = acc_get_device_type;
void (*set_device_num)(int, acc_device_t) = acc_set_device_num;
int (*get_device_num)(acc_device_t) = acc_get_device_num;
size_t (*get_property)(int, acc_device_t,
                       acc_device_property_t) = acc_get_property;
const char *(*get_property_string)(int, acc_device_t, acc_device_property_t) =
    acc_get_property_string;
void (*init)(acc_device_t) = acc_init;
void (*init_device)(int, acc_device_t) = acc_init_device;
void (*shutdown)(acc_device_t) = acc_shutdown;
void (*shutdown_device)(int, acc_device_t) = acc_shutdown_device;
int (*on_device)(acc_device_t) = acc_on_device;
void *(*malloc_)(size_t) = acc_malloc;
void (*free_)(void *) = acc_free;

/* Appendix A.2.1, with the types of nvc's openacc.h. */
int (*get_current_cuda_device)(void) = acc_get_current_cuda_device;
void *(*get_current_cuda_context)(void) = acc_get_current_cuda_context;
void *(*get_cuda_stream)(int) = acc_get_cuda_stream;
int (*set_cuda_stream)(int, void *) = acc_set_cuda_stream;

#if defined(__cplusplus) && __cplusplus >= 201402L
/* Solomon's acc/runtime.hpp (ymiki-repo/solomon) calls it from a generic
   lambda with the async argument. */
static auto get_offloaded_stream_id = [](const auto async) {
  return acc_get_cuda_stream(async);
};
void *(*stream_of_int)(int) = [](int q) { return get_offloaded_stream_id(q); };
#endif
