/*===- openacc.h - OpenACC 3.3 runtime library interface ------------------===*\
|*                                                                            *|
|* Part of accc, an OpenACC to OpenMP compiler built on Clang.                *|
|*                                                                            *|
|* The OpenACC 3.3 API (chapter 3) as implemented by libacc. Usable from C    *|
|* and C++, with or without _OPENACC. Only what libacc implements is declared *|
|* here.                                                                      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ACCC_OPENACC_H
#define ACCC_OPENACC_H

#include <stddef.h>

#if defined(__cplusplus) && __cplusplus >= 201103L
#define __ACCC_NOTHROW noexcept
#elif defined(__cplusplus)
#define __ACCC_NOTHROW throw()
#else
#define __ACCC_NOTHROW
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* OpenACC 3.3, sec. 3.1: device types. The values are implementation-defined;
   these are nvc's (and Flang's), so that numbers printed by programs ported
   from nvc mean the same. acc_device_radeon is accepted and has no devices in
   libacc. */
typedef enum acc_device_t {
  acc_device_none = 0,
  acc_device_default = 1,
  acc_device_host = 2,
  acc_device_not_host = 3,
  acc_device_nvidia = 4,
  acc_device_radeon = 5,
  acc_device_current = 10
} acc_device_t;

/* OpenACC 3.3, sec. 3.2.6: properties for acc_get_property (integer) and
   acc_get_property_string (string). Values are implementation-defined. */
typedef enum acc_device_property_t {
  acc_property_memory = 1,
  acc_property_free_memory = 2,
  acc_property_shared_memory_support = 3,
  acc_property_name = 4,
  acc_property_vendor = 5,
  acc_property_driver = 6
} acc_device_property_t;

/* OpenACC 3.3, sec. 2.16: special async-argument values (implementation-
   defined negative values; the same as GCC's for noval and sync). */
typedef enum acc_async_t {
  acc_async_noval = -1,
  acc_async_sync = -2,
  acc_async_default = -3
} acc_async_t;

/* Sec. 3.2.1 - 3.2.8: device management. */
int acc_get_num_devices(acc_device_t dev_type) __ACCC_NOTHROW;
void acc_set_device_type(acc_device_t dev_type) __ACCC_NOTHROW;
acc_device_t acc_get_device_type(void) __ACCC_NOTHROW;
void acc_set_device_num(int dev_num, acc_device_t dev_type) __ACCC_NOTHROW;
int acc_get_device_num(acc_device_t dev_type) __ACCC_NOTHROW;
size_t acc_get_property(int dev_num, acc_device_t dev_type,
                        acc_device_property_t property) __ACCC_NOTHROW;
const char *
acc_get_property_string(int dev_num, acc_device_t dev_type,
                        acc_device_property_t property) __ACCC_NOTHROW;
void acc_init(acc_device_t dev_type) __ACCC_NOTHROW;
void acc_init_device(int dev_num, acc_device_t dev_type) __ACCC_NOTHROW;
void acc_shutdown(acc_device_t dev_type) __ACCC_NOTHROW;
void acc_shutdown_device(int dev_num, acc_device_t dev_type) __ACCC_NOTHROW;

/* Sec. 3.2.14: acc_on_device. The library definition answers for the host,
   which is also where a target region runs when it falls back to the host. */
int acc_on_device(acc_device_t dev_type) __ACCC_NOTHROW;

/* Sec. 3.2.15 - 3.2.16: device memory. */
void *acc_malloc(size_t bytes) __ACCC_NOTHROW;
void acc_free(void *data_dev) __ACCC_NOTHROW;

/* In the device compilation of an offloaded region, acc_on_device resolves
   to this definition, a constant for a constant argument (sec. 3.2.14). Only
   clang implements 'begin declare variant' among the compilers accc uses. */
#if defined(_OPENMP) && defined(__clang__)
#pragma omp begin declare variant match(device = {kind(gpu)})
static inline int acc_on_device(acc_device_t dev_type) __ACCC_NOTHROW {
  return dev_type == acc_device_not_host
#if defined(__NVPTX__)
         || dev_type == acc_device_nvidia
#elif defined(__AMDGPU__)
         || dev_type == acc_device_radeon
#endif
      ;
}
#pragma omp end declare variant
#endif

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ACCC_OPENACC_H */
